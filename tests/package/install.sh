#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package on a clean machine: cpack makes it from BUILD_DIR, then
# it is installed with apt (Depends only, no Recommends) into a minimal root of
# this machine's own Debian release (debootstrap --variant=minbase: no compiler,
# no Qt or GnuPG, no build dependency), where keyward-cli --version, a CPU
# baseline benchmark stored in the result store (SQLite driver), bench list
# and the window's --help (offscreen platform) must work. The metainfo file is
# checked with appstreamcli (a test-only package of scripts/deps) on the host.
#
# The root is entered as in scripts/debian13 (scripts/lib/debian-root.sh). The
# freshly debootstrapped root is kept as a tarball, build/package/SUITE.tar
# under the source tree, so that later runs unpack it instead of
# debootstrapping again (remove it to start afresh); the root itself is removed
# at the end. Needs root and the Debian archive; exits 77 (skipped) without root.
# Usage: tests/package/install.sh SOURCE_DIR BUILD_DIR
#        tests/package/install.sh --deb FILE --suite SUITE SOURCE_DIR
# The second form installs a package made elsewhere (Debian 13's, which
# scripts/debian13 --deb-out makes in its root) into a clean root of SUITE;
# scripts/debian13 leaves that suite's clean root as build/package/SUITE.tar.
# Prints the time of each phase.
set -euo pipefail
# shellcheck disable=SC2317  # cleanup and report run from traps

given_deb=""
given_suite=""
while [ $# -gt 0 ]; do
    case $1 in
        --deb) given_deb=$(readlink -f "${2:?--deb FILE}"); shift 2 ;;
        --suite) given_suite=${2:?--suite SUITE}; shift 2 ;;
        *) break ;;
    esac
done
usage="usage: install.sh SOURCE_DIR BUILD_DIR | install.sh --deb FILE --suite SUITE SOURCE_DIR"
src=$(cd "${1:?$usage}" && pwd)
if [ -n "$given_deb" ]; then
    [ -n "$given_suite" ] || { echo "$usage" >&2; exit 2; }
    [ -r "$given_deb" ] || { echo "package: no package $given_deb" >&2; exit 1; }
else
    build=$(cd "${2:?$usage}" && pwd)
fi
work=$src/build/package
root=$work/root
inside=/

die() { echo "package: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "package: needs root (debootstrap, mounts); skipped" >&2; exit 77; }
for tool in cpack debootstrap unshare pivot_root findmnt appstreamcli; do
    command -v "$tool" >/dev/null 2>&1 || die "'$tool' not found (scripts/deps installs it)"
done
# shellcheck source=scripts/lib/debian-root.sh
. "$src/scripts/lib/debian-root.sh"
# shellcheck disable=SC1091
host_suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
suite=${given_suite:-$host_suite}
[ -n "$suite" ] || die "no VERSION_CODENAME in /etc/os-release"
# Another release's archive is reached through the host's (as scripts/debian13 does).
mirror=$(archive_uri "$suite" | head -n 1)
[ -n "$mirror" ] || mirror=$(archive_uri "$host_suite" | head -n 1)
mirror=${mirror:-http://deb.debian.org/debian}
security=$(archive_uri "$suite-security" | head -n 1)
pristine=$work/$suite.tar

phase_names=()
phase_secs=()
phase_start=0
begin() { phase_start=$(date +%s); echo "package: --- $1" >&2; }
end() { phase_names+=("$1"); phase_secs+=($(($(date +%s) - phase_start))); }
cleanup() {
    local rc=$? i
    trap - EXIT INT TERM HUP
    unmount_leftovers
    if [ -n "$(leftover_mounts)" ]; then
        echo "package: $root still has mounts; not removing it" >&2
    else
        rm -rf --one-file-system "$root"
    fi
    for i in "${!phase_names[@]}"; do
        printf 'package:   %-12s %5d s\n' "${phase_names[$i]}" "${phase_secs[$i]}" >&2
    done
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP
mkdir -p "$work"

begin cpack
if [ -n "$given_deb" ]; then
    deb=$given_deb
else
    rm -rf "$work/deb"
    cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/deb" >"$work/cpack.log" 2>&1 \
        || { tail -n 20 "$work/cpack.log" >&2; die "cpack failed (log: $work/cpack.log)"; }
    deb=$(ls "$work"/deb/keyward_*.deb)
fi
echo "package: installing into a clean $suite root" >&2
echo "package: $(basename "$deb"): $(stat -c %s "$deb") bytes, Installed-Size $(dpkg-deb -f "$deb" Installed-Size) KiB" >&2
echo "package: Depends: $(dpkg-deb -f "$deb" Depends)" >&2
end cpack

begin appstream
appstreamcli validate --no-net "$src/resources/org.keyward.Keyward.metainfo.xml" >&2
end appstream

unmount_leftovers
[ -z "$(leftover_mounts)" ] || die "$root has mounts; unmount them first"
rm -rf --one-file-system "$root"
if [ -s "$pristine" ]; then
    begin unpack
    mkdir -p "$root"
    tar -xf "$pristine" -C "$root" --numeric-owner
    end unpack
else
    begin debootstrap
    echo "package: debootstrap $suite from $mirror into $root" >&2
    # In a mount namespace of its own: its /proc and /sys mounts cannot outlive it.
    unshare -m --propagation private -- debootstrap --variant=minbase "$suite" "$root" "$mirror" \
        >"$work/debootstrap.log" 2>&1 \
        || { tail -n 20 "$work/debootstrap.log" >&2; die "debootstrap failed (log: $work/debootstrap.log)"; }
    {
        echo "deb $mirror $suite main"
        echo "deb $mirror $suite-updates main"
        [ -z "$security" ] || echo "deb $security $suite-security main"
    } >"$root/etc/apt/sources.list"
    # Packages must not start daemons in the root.
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
    chmod 755 "$root/usr/sbin/policy-rc.d"
    rm -rf "$root"/var/cache/apt/archives/*.deb
    tar -cf "$pristine.new" -C "$root" --numeric-owner . && mv "$pristine.new" "$pristine"
    end debootstrap
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

begin install
cp "$deb" "$root/var/tmp/"
in_root bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends /var/tmp/keyward_*.deb >/var/tmp/install.log 2>&1 \
    || { tail -n 30 /var/tmp/install.log; exit 1; }' >&2 || die "apt-get install of the package failed"
end install

begin run
# shellcheck disable=SC2016  # expanded inside the root
in_root bash -c '
    set -eu
    fail() { echo "package: $*" >&2; exit 1; }
    # The root has no build dependency: no compiler, no development package.
    dev=$(dpkg-query -W -f="\${Package}\n" | grep -E -- "-dev$|^g\+\+|^cmake$" || true)
    [ -z "$dev" ] || fail "build dependencies in the clean root: $dev"
    keyward-cli --version | grep >/dev/null "^keyward-cli " || fail "keyward-cli --version"
    keyward-cli bench run --baseline cpu --alg p256 --iterations 20 >/var/tmp/bench.txt 2>&1 \
        || { cat /var/tmp/bench.txt; fail "keyward-cli bench run --baseline cpu"; }
    keyward-cli bench list >/var/tmp/list.txt 2>&1 || { cat /var/tmp/list.txt; fail "keyward-cli bench list"; }
    cat /var/tmp/list.txt
    grep -qi "p256\|P-256" /var/tmp/list.txt || fail "the stored CPU run is not in bench list"
    # --html draws its charts through the report module, which keyward-cli loads only then.
    keyward-cli bench show 1 --html /var/tmp/report.html >/var/tmp/html.txt 2>&1 \
        || { cat /var/tmp/html.txt; fail "keyward-cli bench show --html"; }
    ! grep -q "has no charts" /var/tmp/html.txt || { cat /var/tmp/html.txt; fail "the report module was not loaded"; }
    [ -s /var/tmp/report-1.svg ] || { cat /var/tmp/html.txt; fail "the HTML report has no chart beside it"; }
    QT_QPA_PLATFORM=offscreen keyward --help >/var/tmp/help.txt 2>&1 \
        || { cat /var/tmp/help.txt; fail "keyward --help"; }
    grep -qi "usage" /var/tmp/help.txt || { cat /var/tmp/help.txt; fail "keyward --help printed no usage"; }
    # The window loads these Qt plugins at run time; --help does not start it.
    qt=$(dirname "$(dpkg -L libqt6core6 libqt6core6t64 2>/dev/null | grep -m1 "/libQt6Core\.so\.6$")")/qt6/plugins
    for p in platforms/libqxcb.so platforms/libqoffscreen.so iconengines/libqsvgicon.so sqldrivers/libqsqlite.so; do
        [ -e "$qt/$p" ] || fail "the Qt plugin $qt/$p is not installed"
        ! ldd "$qt/$p" | grep "not found" || fail "$qt/$p lacks libraries"
    done
    module=$(dpkg -L keyward | grep "/keyward-report\.so$") || fail "the package has no report module"
    ! ldd /usr/bin/keyward /usr/bin/keyward-cli "$module" | grep "not found" || fail "Keyward lacks libraries"
    echo "package: installed Keyward runs in the clean root"
' >&2
end run
