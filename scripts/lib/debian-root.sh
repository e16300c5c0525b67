# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2154  # root is the caller's
# Sourced by scripts/debian13 and tests/package/install.sh: a throw-away Debian
# root made with debootstrap and entered through a private mount namespace with
# pivot_root, not chroot. /proc, /sys, /dev (with /dev/pts and /dev/shm) and a
# fresh /tmp and /run are mounted in that namespace only (gone when it ends;
# the host sees none of them), and the sandbox's own namespaces work inside (a
# chrooted process may not create a user namespace, which the sandbox's
# unprivileged path needs).
# The caller sets: root (the root's folder); optionally inside (the folder to
# start in), cache and cache_inside (a host folder bind-mounted into the root,
# named by KEYWARD_CCACHE_DIR inside), both exported.

# The first URI of a deb entry for SUITE in this host's apt sources, if any
# (one-line .list files and deb822 .sources files alike).
archive_uri() {
    local want=$1 f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -r "$f" ] || continue
        awk -v want="$want" '
            $1 == "deb" { i = 2; if ($2 ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
                          if ($(i + 1) == want) { print $i; exit } }' "$f"
    done
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -r "$f" ] || continue
        awk -v want="$want" '
            function flush() { if (!done && deb && uri != "" && (" " suites " ") ~ (" " want " ")) { print uri; done = 1; exit }
                               deb = 0; uri = ""; suites = "" }
            /^[ \t]*$/ { flush(); next }
            /^Types:/ { deb = ($0 ~ /[ \t]deb([ \t]|$)/) }
            /^URIs:/ { uri = $2 }
            /^Suites:/ { $1 = ""; suites = $0 }
            END { flush() }' "$f"
    done
}

# Mounts under $root left in the host's namespace (say, from debootstrap's own
# /proc mount when it was killed), deepest first; and their removal.
leftover_mounts() { findmnt -rn -o TARGET | awk -v r="$root" 'index($0, r "/") == 1 || $0 == r' | sort -r; }
unmount_leftovers() {
    local m
    for m in $(leftover_mounts); do umount -l "$m" 2>/dev/null || true; done
}

# Runs COMMAND... as root inside $root: a private mount namespace in which the
# root is bind-mounted onto itself, gets /proc, /sys, /dev, a fresh /tmp and
# /run, and becomes / with pivot_root; the host's tree is then detached. The
# environment is a clean login-like one.
in_root() {
    # shellcheck disable=SC2016  # expanded by the inner shell
    unshare -m --propagation private -- /bin/bash -c '
        set -e
        r=$1; shift
        mount --bind "$r" "$r"
        mount -t proc proc "$r/proc" 2>/dev/null || mount --rbind /proc "$r/proc"
        mount --rbind /sys "$r/sys"
        mount --rbind /dev "$r/dev"
        mount -t tmpfs -o mode=1777 tmpfs "$r/tmp"
        mount -t tmpfs -o mode=755 tmpfs "$r/run"
        if [ -n "${cache:-}" ]; then
            mkdir -p "$r$cache_inside"
            mount --bind "$cache" "$r$cache_inside"
        fi
        cd "$r"
        mkdir -p .host
        pivot_root . .host
        exec /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/root TERM="${TERM:-dumb}" LANG=C.UTF-8 ${cache:+KEYWARD_CCACHE_DIR=$cache_inside} \
            /bin/bash -c "umount -l /.host && rmdir /.host || exit 125; cd '"${inside:-/}"' 2>/dev/null || cd /; exec \"\$@\"" bash "$@"
    ' bash "$root" "$@"
}
