/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pcsc-holder READER READY GATE: another PC/SC client, as ykman or a browser
 * would be. Connects to the card in READER exclusively, creates the file
 * READY, keeps the card until the file GATE exists, then lets it go. */
#include <PCSC/winscard.h>

#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: pcsc-holder READER READY GATE\n");
        return 2;
    }
    SCARDCONTEXT ctx;
    LONG rv = SCardEstablishContext(SCARD_SCOPE_SYSTEM, NULL, NULL, &ctx);
    if (rv != SCARD_S_SUCCESS) {
        fprintf(stderr, "pcsc-holder: SCardEstablishContext: %s\n", pcsc_stringify_error(rv));
        return 1;
    }
    SCARDHANDLE card;
    DWORD protocol = 0;
    rv = SCardConnect(ctx, argv[1], SCARD_SHARE_EXCLUSIVE, SCARD_PROTOCOL_T0 | SCARD_PROTOCOL_T1,
                      &card, &protocol);
    if (rv != SCARD_S_SUCCESS) {
        fprintf(stderr, "pcsc-holder: SCardConnect: %s\n", pcsc_stringify_error(rv));
        SCardReleaseContext(ctx);
        return 1;
    }
    FILE *ready = fopen(argv[2], "w");
    if (!ready) {
        perror("pcsc-holder: ready file");
        return 1;
    }
    fprintf(ready, "%ld\n", (long)getpid());
    fclose(ready);
    /* Gate: the test creates GATE once it has seen what it wanted. */
    while (access(argv[3], F_OK) != 0) {
        usleep(20000);
    }
    SCardDisconnect(card, SCARD_LEAVE_CARD);
    SCardReleaseContext(ctx);
    return 0;
}
