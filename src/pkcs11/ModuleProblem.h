// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QString>

namespace keyward::pkcs11 {

/// A PKCS#11 module that could not be used: it did not load, is not a
/// PKCS#11 module, C_Initialize failed, or its slots could not be read.
/// Reported once, as data: the device list shows it beside the tokens and
/// `--json` output carries it as an object (Pkcs11Json::moduleProblem).
struct ModuleProblem
{
    QString name; ///< p11-kit's name for the module, or the file's base name
    QString path; ///< the module file, or the --module value as given
    /// Domain Pkcs11 with the CK_RV in code when a Cryptoki call failed, else
    /// Keyward; detail says what is wrong (for logs and the sentence).
    Error error;

    /// A problem found before any Cryptoki call answered (no file, not a module).
    static ModuleProblem make(const QString &name, const QString &path, ErrorKind kind,
                              const QString &detail);
    /// A Cryptoki call of the module returned rv; hint is added to the detail.
    static ModuleProblem fromRv(const QString &name, const QString &path, unsigned long rv,
                                const char *function, const QString &hint = {});

    /// The CK_RV's name ("CKR_GENERAL_ERROR"), or empty when no call failed.
    QString returnValueName() const;
    /// One sentence for the user: "The PKCS#11 module NAME (PATH) cannot be used: DETAIL."
    QString sentence() const;

    /// What a command that named this module with --module fails with: the same
    /// domain and code, kind InvalidInput, and sentence() as its userMessage().
    Error refusal() const;

    bool operator==(const ModuleProblem &other) const;

private:
    QString failureSentence() const;
};

} // namespace keyward::pkcs11
