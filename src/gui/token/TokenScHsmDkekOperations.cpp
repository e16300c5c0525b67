// SPDX-License-Identifier: GPL-3.0-or-later
// A SmartCard-HSM's DKEK on the token page: importing a share file, backing up a key (wrapped
// under the DKEK into a new file) and restoring it. Over PC/SC beside the token's module, as the
// initialisation; the checks and sentences are app/ScHsmDkekCommands.h's, which keyward-cli uses.
#include "TokenOperations.h"

#include "DialogRunner.h"
#include "PinDialog.h"
#include "ScHsmDkekCreateDialog.h"
#include "app/ScHsmDkek.h"
#include "app/ScHsmDkekCommands.h"
#include "app/ScHsmDkekCreate.h"
#include "app/ScHsmSetup.h"
#include "pcsc/ScHsmStatus.h"

#include "pkcs11/TokenService.h"

#include <QFileDialog>

#include <memory>

namespace keyward::gui::token {

namespace Dkek = app::ScHsmDkekCommands;

namespace {

/// The reader's name as the token gives it (its slot description).
QString readerName(const pkcs11::TokenInfo &token)
{
    return token.slotDescription.trimmed();
}

QString chooseFile(QWidget *parent, const QString &title, bool save, const QString &filter,
                   const QString &suggested = {})
{
    QFileDialog dialog(parent, title);
    dialog.setAcceptMode(save ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
    dialog.setFileMode(save ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    // An existing file is refused, not replaced: no question about replacing it.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    dialog.setNameFilters({filter, QFileDialog::tr("All files (*)")});
    if (!suggested.isEmpty()) {
        dialog.selectFile(suggested);
    }
    if (runDialog(dialog) != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return {};
    }
    return dialog.selectedFiles().constFirst();
}

} // namespace

bool TokenOperations::scHsmDkekComplete() const
{
    return m_scHsmDevice && m_scHsmDevice->dkekShares > 0 && m_scHsmDevice->dkekOutstanding == 0;
}

bool TokenOperations::scHsmDkekOutstanding() const
{
    return m_scHsmDevice && m_scHsmDevice->dkekShares > 0 && m_scHsmDevice->dkekOutstanding > 0;
}

std::optional<pkcs11::SecretBytes> TokenOperations::askScHsmUserPin(const QString &title,
                                                                    const QString &why)
{
    // Over PC/SC the device verifies the PIN itself: a login of the module does not stand for it.
    if (!pinAttemptAllowed(false)) {
        return std::nullopt;
    }
    PinDialog::Setup s;
    s.title = title;
    s.description = why;
    s.currentLabel = pinFieldLabel(pkcs11::PinRole::User);
    s.warning = pkcs11::pinWarningText(m_token.userPinWarning(), false);
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        m_confirmFinalTry = false;
        return std::nullopt;
    }
    return dialog.takeCurrentPin();
}

void TokenOperations::createDkekShare()
{
    namespace Create = app::ScHsmDkekCreate;
    const QString path =
        chooseFile(m_dialogParent, tr("Write the new DKEK share to"), true,
                   tr("DKEK share files (*.pbe *.dkek)"), QStringLiteral("dkek-share.pbe"));
    if (path.isEmpty()) {
        return;
    }
    // Before anything else: a share is never written over a file.
    if (auto st = Create::requireNewShareFile(path); !st) {
        Q_EMIT failed(st.error(), st.error().detail + QLatin1Char('.'));
        return;
    }
    ScHsmDkekCreateDialog dialog(path, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const bool split = dialog.split();
    const int threshold = dialog.threshold();
    const QStringList files = split ? dialog.passwordShareFiles() : QStringList();
    const pkcs11::SecretBytes password = split ? pkcs11::SecretBytes() : dialog.takePassword();
    auto undone = std::make_shared<QString>();
    // No device: the key derivation runs on the token's worker, off the GUI thread. The password
    // is wiped with the job's last copy.
    auto work = [path, split, threshold, files, password, undone]() -> Result<Create::Created> {
        return split ? Create::createSplit(path, threshold, files, undone.get())
                     : Create::createWithPassword(path, password, undone.get());
    };
    step(split ? Create::splitProgressText() : Create::progressText(),
         m_service->queueAfterModule(ref(), work), [this, undone](Result<Create::Created> r) {
             if (!r) {
                 QString message = r.error().userMessage();
                 if (!undone->isEmpty()) {
                     message += QLatin1Char(' ') + *undone;
                 }
                 Q_EMIT failed(r.error(), message);
                 return;
             }
             Q_EMIT succeeded(Create::doneText(*r));
         });
}

void TokenOperations::importDkekShare()
{
    const QString path = chooseFile(m_dialogParent, tr("Choose a DKEK share file"), false,
                                    tr("DKEK share files (*.pbe *.dkek)"));
    if (path.isEmpty()) {
        return;
    }
    PinDialog::Setup s;
    s.title = Dkek::importTitle();
    s.description = tr("Enter the password of the DKEK share in %1. The share is decrypted on "
                       "this computer before anything is sent to the device. A share whose "
                       "password was split into password shares (n of m) is imported with "
                       "keyward-cli token dkek import-share --password-shares instead.")
                        .arg(path);
    s.currentLabel = tr("Share &password:");
    PinDialog dialog(s, m_dialogParent);
    if (runDialog(dialog) != QDialog::Accepted) {
        return;
    }
    const pkcs11::SecretBytes password = dialog.takeCurrentPin();
    if (!confirm(Dkek::importTitle(), Dkek::importLoss(readerName(m_token)), tr("&Import share"))) {
        return;
    }
    const pkcs11::TokenInfo token = m_token;
    auto said = std::make_shared<QString>();
    auto device = std::make_shared<std::optional<pcsc::ScHsm::DeviceStatus>>();
    auto report = std::make_shared<QString>();
    auto work = [token, path, password, said, device, report]() -> Status {
        auto share = Dkek::openShareFile(path, password);
        if (!share) {
            return share.error(); // a wrong password: nothing was sent to the device
        }
        auto before = app::ScHsmSetup::readStatus(token);
        if (!before) {
            return before.error();
        }
        auto imported = app::ScHsmDkek::importShare(before->reader, *share, std::nullopt);
        if (!imported) {
            return imported.error();
        }
        *said = Dkek::importDone(before->reader, *imported);
        // The page's status as the device reports it now.
        if (auto after = app::ScHsmSetup::readStatus(token)) {
            *device = after->status;
            *report =
                pcsc::ScHsm::reportSentences(after->reader, after->status).join(QLatin1Char(' '));
        }
        return {};
    };
    step(Dkek::importWhat(), m_service->runBesideModule(ref(), work),
         [this, said, device, report](Status st) {
             if (!st) {
                 Q_EMIT failed(st.error(), app::ScHsmDkek::sentence(st.error()));
                 return;
             }
             if (device->has_value()) {
                 m_scHsmDevice = *device;
                 Q_EMIT scHsmStatusRead(*report);
                 m_scHsmStatusFresh = true;
             }
             Q_EMIT succeeded(*said);
             reloadTokenInfo();
         });
}

void TokenOperations::wrapKey(const pkcs11::ObjectInfo &object)
{
    const QString name =
        object.label.isEmpty() ? QString::fromLatin1(object.id.toHex()) : object.label;
    const QString path = chooseFile(m_dialogParent, tr("Back up “%1” to a new file").arg(name),
                                    true, tr("Wrapped keys (*.wky)"), name + u".wky");
    if (path.isEmpty()) {
        return;
    }
    if (auto st = Dkek::requireNewFile(path); !st) {
        Q_EMIT failed(st.error(), st.error().detail + QLatin1Char('.'));
        return;
    }
    auto pin = askScHsmUserPin(
        Dkek::wrapTitle(),
        tr("Enter the user PIN of “%1”: the SmartCard-HSM wraps the key “%2” under its DKEK into "
           "the new file %3. The key stays on the device; the file opens only on a device with "
           "the same DKEK.")
            .arg(m_token.label, name, path));
    if (!pin) {
        return;
    }
    const pkcs11::TokenInfo token = m_token;
    const QByteArray id = object.id;
    auto said = std::make_shared<QString>();
    auto work = [token, id, name, path, pin = *pin, said]() -> Status {
        auto read = app::ScHsmSetup::readStatus(token);
        if (!read) {
            return read.error();
        }
        auto dir = app::ScHsmDkek::keyDirectory(read->reader);
        if (!dir) {
            return dir.error();
        }
        const int keyRef = dir->keyRefFor(id);
        if (keyRef == 0) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::NotFound, Dkek::wrapTitle(),
                               tr("The SmartCard-HSM describes no key with the ID of “%1”; "
                                  "nothing was written.")
                                   .arg(name));
        }
        auto key = Dkek::wrapToFile(read->reader, pin, keyRef, path);
        if (!key) {
            return key.error();
        }
        *said = Dkek::wrapDone(keyRef, path, *key);
        return {};
    };
    step(tr("Wrapping “%1” under the SmartCard-HSM's DKEK into %2 (the key stays on the device)…")
             .arg(name, path),
         m_service->runBesideModule(ref(), work), [this, said](Status st) {
             if (!st) {
                 Q_EMIT failed(st.error(), app::ScHsmDkek::sentence(st.error()));
                 reloadTokenInfo();
                 return;
             }
             Q_EMIT succeeded(*said);
             reloadTokenInfo();
         });
}

void TokenOperations::unwrapKey()
{
    const QString path = chooseFile(m_dialogParent, tr("Choose a wrapped key to restore"), false,
                                    tr("Wrapped keys (*.wky)"));
    if (path.isEmpty()) {
        return;
    }
    auto key = Dkek::readWrappedFile(path);
    if (!key) {
        Q_EMIT failed(key.error(), app::ScHsmDkek::sentence(key.error()));
        return;
    }
    auto pin = askScHsmUserPin(
        Dkek::unwrapTitle(),
        tr("Enter the user PIN of “%1”: the SmartCard-HSM unwraps the key in %2 under its DKEK "
           "and stores it under its first free key reference. No key on the device is "
           "replaced.")
            .arg(m_token.label, path));
    if (!pin) {
        return;
    }
    const pkcs11::TokenInfo token = m_token;
    const app::ScHsmDkek::WrappedKey wrapped = *key;
    auto said = std::make_shared<QString>();
    auto work = [token, path, pin = *pin, wrapped, said]() -> Status {
        auto read = app::ScHsmSetup::readStatus(token);
        if (!read) {
            return read.error();
        }
        auto dir = app::ScHsmDkek::keyDirectory(read->reader);
        if (!dir) {
            return dir.error();
        }
        const int keyRef = dir->freeKeyRef();
        if (keyRef == 0) {
            return Error::make(ErrorDomain::Keyward, 0, ErrorKind::InvalidInput,
                               Dkek::unwrapTitle(),
                               tr("Every key reference of the SmartCard-HSM is in use; nothing "
                                  "was changed."));
        }
        if (auto st = app::ScHsmDkek::unwrap(read->reader, pin, keyRef, wrapped); !st) {
            return st;
        }
        *said = Dkek::unwrapDone(keyRef, read->reader, wrapped);
        return {};
    };
    const QByteArray id = pcsc::ScHsm::prkdKeyId(wrapped.prkd);
    step(tr("Unwrapping the key in %1 into the SmartCard-HSM…").arg(path),
         m_service->runBesideModule(ref(), work), [this, said, id, pin = *pin](Status st) {
             if (!st) {
                 Q_EMIT failed(st.error(), app::ScHsmDkek::sentence(st.error()));
                 reloadTokenInfo();
                 return;
             }
             reloadTokenInfo();
             showRestoredKey(*said, id, pin);
         });
}

void TokenOperations::showRestoredKey(const QString &said, const QByteArray &id,
                                      const pkcs11::SecretBytes &pin)
{
    // The object list read again: the restored key is named as the token lists it.
    step(tr("Listing the objects…"), m_service->objects(ref(), pin),
         [this, said, id](Result<QList<pkcs11::ObjectInfo>> objects) {
             if (!objects) {
                 Q_EMIT succeeded(said);
                 fail(objects.error());
                 return;
             }
             m_objects = objects.value();
             m_withPrivate = true;
             Q_EMIT objectsChanged(m_objects, true);
             QString label;
             for (const auto &o : m_objects) {
                 if (!id.isEmpty() && o.id == id &&
                     o.objectClass == pkcs11::ObjectClass::PrivateKey) {
                     label = o.label;
                 }
             }
             const QString hexId = QString::fromLatin1(id.toHex());
             Q_EMIT succeeded(
                 said + QLatin1Char(' ') +
                 (label.isNull()
                      ? tr("The token does not list a private key with ID %1 yet; Reread shows "
                           "it once the module reads the device again.")
                            .arg(hexId)
                      : tr("The token lists it as the private key “%1” (ID %2).")
                            .arg(label, hexId)));
         });
}

} // namespace keyward::gui::token
