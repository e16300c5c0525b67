// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardGenerateInteractor.h"

#include <gpgme++/error.h>
#include <gpgme.h>

#include <cstdlib>

namespace keyward::openpgp {

CardGenerateInteractor::CardGenerateInteractor(int slot, std::string expiry, std::string oldSubkey)
    : m_slot(std::to_string(slot))
    , m_expiry(std::move(expiry))
    , m_oldSubkey(std::move(oldSubkey))
{}

const char *CardGenerateInteractor::action(GpgME::Error &) const
{
    switch (state()) {
    case Command:
    case CommandAgain:
        return m_command.c_str();
    case SubkeyType:
        return m_slot.c_str();
    case Yes:
        return "y";
    case Expire:
        return m_expiry.c_str();
    case ReasonCode:
        m_revoked = true;
        return "2"; // "Key is superseded"
    case Empty:
        return "";
    default:
        return nullptr;
    }
}

unsigned int CardGenerateInteractor::onPrompt(GpgME::Error &err) const
{
    // keyedit.prompt comes back after every command.
    switch (m_step++) {
    case 0:
        m_command = "addcardkey";
        return Command;
    case 1:
        if (m_fingerprint.empty()) {
            // addcardkey failed (wrong PIN, card error): end without
            // saving, so the certificate stays as it was.
            err = GpgME::Error::fromCode(m_cardFailure == 2   ? GPG_ERR_BAD_PIN
                                         : m_cardFailure == 1 ? GPG_ERR_CANCELED
                                                              : GPG_ERR_GENERAL);
            return ErrorState;
        }
        if (!m_oldSubkey.empty()) {
            m_command = "key " + m_oldSubkey;
            return Command;
        }
        m_command = "save";
        return Command;
    case 2:
        m_command = m_oldSubkey.empty() ? "save" : "revkey";
        return Command;
    default:
        m_command = "save";
        return Command;
    }
}

unsigned int CardGenerateInteractor::nextState(unsigned int status, const char *args,
                                               GpgME::Error &err) const
{
    const std::string a = args ? args : "";
    if (status == GPGME_STATUS_KEY_CREATED) {
        // "S <fpr>"
        const auto space = a.rfind(' ');
        m_fingerprint = space == std::string::npos ? a : a.substr(space + 1);
        return Wait;
    }
    if (status == GPGME_STATUS_SC_OP_FAILURE) {
        m_cardFailure = std::atoi(a.c_str());
        return Wait;
    }
    if (status != GPGME_STATUS_GET_LINE && status != GPGME_STATUS_GET_BOOL) {
        return state() == Start ? Start : Wait;
    }
    if (a == "keyedit.prompt") {
        // GnuPG 2.4 asks for the next command right after the last one, and
        // GPGME writes an answer only when the state changes.
        const unsigned int next = onPrompt(err);
        return next == Command && state() == Command ? CommandAgain : next;
    }
    if (a == "keyedit.save.okay") {
        return Yes;
    }
    if (a == "cardedit.genkeys.subkeytype") {
        return SubkeyType;
    }
    if (a == "cardedit.genkeys.replace_key" || a == "keyedit.revoke.subkey.okay" ||
        a == "ask_revocation_reason.okay") {
        return Yes;
    }
    if (a == "keygen.valid") {
        return Expire;
    }
    if (a == "ask_revocation_reason.code") {
        return ReasonCode;
    }
    if (a == "ask_revocation_reason.text") {
        return Empty;
    }
    // A question this interactor does not know: stop rather than guess.
    err = GpgME::Error::fromCode(m_cardFailure == 2   ? GPG_ERR_BAD_PIN
                                 : m_cardFailure == 1 ? GPG_ERR_CANCELED
                                                      : GPG_ERR_GENERAL);
    return ErrorState;
}

} // namespace keyward::openpgp
