<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>TokenCli</name>
    <message numerus="yes">
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="70"/>
        <source>Initialising the SmartCard-HSM in &quot;%1&quot; deletes every key, certificate and data object on it; it gets a new user PIN and waits for %n DKEK shares to be imported before keys can be made.</source>
        <translation>
            <numerusform>Initialising the SmartCard-HSM in &quot;%1&quot; deletes every key, certificate and data object on it; it gets a new user PIN and waits for %n DKEK share to be imported before keys can be made.</numerusform>
            <numerusform>Initialising the SmartCard-HSM in &quot;%1&quot; deletes every key, certificate and data object on it; it gets a new user PIN and waits for %n DKEK shares to be imported before keys can be made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="101"/>
        <source>token dkek create-share --shares %n needs %n different --password-share-file F, one file for each key custodian&apos;s share, none of them the share file.</source>
        <translation>
            <numerusform>token dkek create-share --shares %n needs %n different --password-share-file F, one file for each key custodian&apos;s share, none of them the share file.</numerusform>
            <numerusform>token dkek create-share --shares %n needs %n different --password-share-file F, one file for each key custodian&apos;s share, none of them the share file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokenCommands</name>
    <message numerus="yes">
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="103"/>
        <source>Tokens the profile acts on (%n): %1.</source>
        <translation>
            <numerusform>Tokens the profile acts on (%n): %1.</numerusform>
            <numerusform>Tokens the profile acts on (%n): %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="176"/>
        <source>Tokens provisioned: %n.</source>
        <translation>
            <numerusform>Tokens provisioned: %n.</numerusform>
            <numerusform>Tokens provisioned: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ExportReadBack</name>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="39"/>
        <source>the file holds %n bytes that are not what was exported; do not use it</source>
        <translation>
            <numerusform>the file holds %n byte that is not what was exported; do not use it</numerusform>
            <numerusform>the file holds %n bytes that are not what was exported; do not use it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="46"/>
        <source>Wrote %1 to %2: %n bytes of DER, read back from the file.</source>
        <translation>
            <numerusform>Wrote %1 to %2: %n byte of DER, read back from the file.</numerusform>
            <numerusform>Wrote %1 to %2: %n bytes of DER, read back from the file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="48"/>
        <source>Wrote %1 to %2: %n bytes of PEM, read back from the file.</source>
        <translation>
            <numerusform>Wrote %1 to %2: %n byte of PEM, read back from the file.</numerusform>
            <numerusform>Wrote %1 to %2: %n bytes of PEM, read back from the file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyCardLostCommand</name>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="143"/>
        <source>%n subkeys of key %1 (%2) are revoked for good: %3.</source>
        <translation>
            <numerusform>%n subkey of key %1 (%2) is revoked for good: %3.</numerusform>
            <numerusform>%n subkeys of key %1 (%2) are revoked for good: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="146"/>
        <source>%n subkeys of key %1 (%2) that were on card %4 are revoked for good: %3.</source>
        <translation>
            <numerusform>%n subkey of key %1 (%2) that was on card %4 is revoked for good: %3.</numerusform>
            <numerusform>%n subkeys of key %1 (%2) that were on card %4 are revoked for good: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="173"/>
        <source>%n subkeys of key %1 (%2) were revoked; the everyday keyring %3 now lists:</source>
        <translation>
            <numerusform>%n subkey of key %1 (%2) was revoked; the everyday keyring %3 now lists:</numerusform>
            <numerusform>%n subkeys of key %1 (%2) were revoked; the everyday keyring %3 now lists:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyCreateCommand</name>
    <message numerus="yes">
        <location filename="../src/app/KeyCreateCommand.cpp" line="161"/>
        <source>  %1 (%n byte(s))</source>
        <translation>
            <numerusform>  %1 (%n byte)</numerusform>
            <numerusform>  %1 (%n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCreateCommand.cpp" line="164"/>
        <source>The secret key file was imported into a second empty keyring: the primary key and the subkeys, %n key(s) in all, came back with their secret parts, usage and expiry.</source>
        <translation>
            <numerusform>The secret key file was imported into a second empty keyring: the primary key and the subkeys, %n key in all, came back with their secret parts, usage and expiry.</numerusform>
            <numerusform>The secret key file was imported into a second empty keyring: the primary key and the subkeys, %n keys in all, came back with their secret parts, usage and expiry.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyPool</name>
    <message numerus="yes">
        <location filename="../src/app/KeyPoolCommands.cpp" line="422"/>
        <source>Removed %n wrapped keys from the pool.</source>
        <translation>
            <numerusform>Removed %n wrapped key from the pool.</numerusform>
            <numerusform>Removed %n wrapped keys from the pool.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyRotateCommand</name>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="162"/>
        <source>Key %1 (%2) gets %n new subkeys, expiring %4: %3.</source>
        <translation>
            <numerusform>Key %1 (%2) gets %n new subkey, expiring %4: %3.</numerusform>
            <numerusform>Key %1 (%2) gets %n new subkeys, expiring %4: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="167"/>
        <source>These %n subkeys expire now: %1. They are not deleted or revoked, so mail encrypted to them still decrypts with the secret key files, but they no longer sign, and no one should encrypt to them.</source>
        <translation>
            <numerusform>This subkey expires now: %1. It is not deleted or revoked, so mail encrypted to it still decrypts with the secret key files, but it no longer signs, and no one should encrypt to it.</numerusform>
            <numerusform>These %n subkeys expire now: %1. They are not deleted or revoked, so mail encrypted to them still decrypts with the secret key files, but they no longer sign, and no one should encrypt to them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="226"/>
        <source>The rotated secret key was written to %1 (mode 0600, %n bytes) and restored into an empty keyring to check it.</source>
        <translation>
            <numerusform>The rotated secret key was written to %1 (mode 0600, %n byte) and restored into an empty keyring to check it.</numerusform>
            <numerusform>The rotated secret key was written to %1 (mode 0600, %n bytes) and restored into an empty keyring to check it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyUseCommand</name>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="174"/>
        <source>The armoured public key was written to %1 (%n bytes as read back, readable by everyone); publish it where others fetch it.</source>
        <translation>
            <numerusform>The armoured public key was written to %1 (%n byte as read back, readable by everyone); publish it where others fetch it.</numerusform>
            <numerusform>The armoured public key was written to %1 (%n bytes as read back, readable by everyone); publish it where others fetch it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="181"/>
        <source>The key for %1 was written to %2 (%n bytes as read back, binary, minimal signatures).</source>
        <translation>
            <numerusform>The key for %1 was written to %2 (%n byte as read back, binary, minimal signatures).</numerusform>
            <numerusform>The key for %1 was written to %2 (%n bytes as read back, binary, minimal signatures).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="193"/>
        <source>GPGME exports whole keys, so the file holds all %n user IDs of the key, not only those with the address.</source>
        <translation>
            <numerusform>GPGME exports whole keys, so the file holds the key&apos;s %n user ID.</numerusform>
            <numerusform>GPGME exports whole keys, so the file holds all %n user IDs of the key, not only those with the address.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmDkekCommands</name>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="39"/>
        <source>The SmartCard-HSM in &quot;%1&quot; has a DKEK of %n shares; %2 of them are still outstanding (key check value so far: %3).</source>
        <translation>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; has a DKEK of %n share; %2 of them are still outstanding (key check value so far: %3).</numerusform>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; has a DKEK of %n shares; %2 of them are still outstanding (key check value so far: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="46"/>
        <source>The SmartCard-HSM in &quot;%1&quot; has a complete DKEK of %n shares; its key check value is %2.</source>
        <translation>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; has a complete DKEK of %n share; its key check value is %2.</numerusform>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; has a complete DKEK of %n shares; its key check value is %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmDkekCreate</name>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="291"/>
        <source>The DKEK share is written to %1 (no device was used) under a random password. The password is split into %n password shares, any %2 of which open the file; they are written to %3 (mode 0600). Give each key custodian one of them and remove the other copies from this computer. A DKEK made of this share alone has key check value %4.</source>
        <translation>
            <numerusform>The DKEK share is written to %1 (no device was used) under a random password. The password is split into %n password share (%2 of them open the file); it is written to %3 (mode 0600). Give each key custodian one of them and remove the other copies from this computer. A DKEK made of this share alone has key check value %4.</numerusform>
            <numerusform>The DKEK share is written to %1 (no device was used) under a random password. The password is split into %n password shares, any %2 of which open the file; they are written to %3 (mode 0600). Give each key custodian one of them and remove the other copies from this computer. A DKEK made of this share alone has key check value %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmProvisioning</name>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="174"/>
        <source>The SmartCard-HSM in “%1” is initialised for a DKEK of %n shares.</source>
        <translation>
            <numerusform>The SmartCard-HSM in “%1” is initialised for a DKEK of %n share.</numerusform>
            <numerusform>The SmartCard-HSM in “%1” is initialised for a DKEK of %n shares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="182"/>
        <source>DKEK share %1 imported; %n shares still outstanding.</source>
        <translation>
            <numerusform>DKEK share %1 imported; %n share still outstanding.</numerusform>
            <numerusform>DKEK share %1 imported; %n shares still outstanding.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="190"/>
        <source>The DKEK of %n shares is incomplete: %1 still outstanding (key check value so far: %2).</source>
        <translation>
            <numerusform>The DKEK of %n share is incomplete: %1 still outstanding (key check value so far: %2).</numerusform>
            <numerusform>The DKEK of %n shares is incomplete: %1 still outstanding (key check value so far: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="196"/>
        <source>The DKEK of %n shares is complete; its key check value is %1.</source>
        <translation>
            <numerusform>The DKEK of %n share is complete; its key check value is %1.</numerusform>
            <numerusform>The DKEK of %n shares is complete; its key check value is %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmSetup</name>
    <message numerus="yes">
        <location filename="../src/app/ScHsmSetup.cpp" line="236"/>
        <source>The SmartCard-HSM in &quot;%1&quot; reports that %2 of its %n DKEK shares are still to be imported; it makes no keys until they are.</source>
        <translation>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; reports that %2 of its %n DKEK share is still to be imported; it makes no keys until it is.</numerusform>
            <numerusform>The SmartCard-HSM in &quot;%1&quot; reports that %2 of its %n DKEK shares are still to be imported; it makes no keys until they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::TokenImportCommands</name>
    <message numerus="yes">
        <location filename="../src/app/TokenImportCommands.cpp" line="189"/>
        <source>Enter the %1 of “%2” to write the key, its certificate and the %n CA certificate(s) from the file onto it.</source>
        <translation>
            <numerusform>Enter the %1 of “%2” to write the key, its certificate and the %n CA certificate from the file onto it.</numerusform>
            <numerusform>Enter the %1 of “%2” to write the key, its certificate and the %n CA certificates from the file onto it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::bench::HtmlReport</name>
    <message numerus="yes">
        <location filename="../src/bench/HtmlReport.cpp" line="271"/>
        <source>%n worker(s); started %1; service rate %2 per second (workers / mean service time); </source>
        <translation>
            <numerusform>%n worker; started %1; service rate %2 per second (workers / mean service time); </numerusform>
            <numerusform>%n workers; started %1; service rate %2 per second (workers / mean service time); </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::cli::bench</name>
    <message numerus="yes">
        <location filename="../src/cli/BenchBundle.cpp" line="146"/>
        <source>Saved the bundle to %1 (%n files).</source>
        <translation>
            <numerusform>Saved the bundle to %1 (%n file).</numerusform>
            <numerusform>Saved the bundle to %1 (%n files).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="466"/>
        <source>Lift (pool ÷ on demand, service rate): %1 from %n run(s); no interval between runs, which needs at least %2 runs.</source>
        <translation>
            <numerusform>Lift (pool ÷ on demand, service rate): %1 from %n run; no interval between runs, which needs at least %2 runs.</numerusform>
            <numerusform>Lift (pool ÷ on demand, service rate): %1 from %n runs; no interval between runs, which needs at least %2 runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::BenchmarkWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="138"/>
        <source>Load profile on %1, %2 %3: %n request(s) scheduled…</source>
        <translation>
            <numerusform>Load profile on %1, %2 %3: %n request scheduled…</numerusform>
            <numerusform>Load profile on %1, %2 %3: %n requests scheduled…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="88"/>
        <source>The load charts show the newest of the %n load profiles selected.</source>
        <translation>
            <numerusform>The load chart shows the one load profile selected.</numerusform>
            <numerusform>The load charts show the newest of the %n load profiles selected.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="92"/>
        <source>Load-profile runs without a stored profile are not charted: %n.</source>
        <translation>
            <numerusform>Load-profile runs without a stored profile are not charted: %n.</numerusform>
            <numerusform>Load-profile runs without a stored profile are not charted: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="102"/>
        <source>Loading %n stored run(s)…</source>
        <translation>
            <numerusform>Loading %n stored run…</numerusform>
            <numerusform>Loading %n stored runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="119"/>
        <source>Showing %n stored run(s) beside this session&apos;s runs.</source>
        <translation>
            <numerusform>Showing %n stored run beside this session&apos;s runs.</numerusform>
            <numerusform>Showing %n stored runs beside this session&apos;s runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="313"/>
        <source>Done: %n case(s) measured</source>
        <translation>
            <numerusform>Done: %n case measured</numerusform>
            <numerusform>Done: %n cases measured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="325"/>
        <source>%1; %n skipped:</source>
        <extracomment>The run&apos;s closing line: &quot;Done: 5 cases measured; 1 skipped:&quot;, then each skipped case.</extracomment>
        <translation>
            <numerusform>%1; %n skipped:</numerusform>
            <numerusform>%1; %n skipped:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="331"/>
        <source>… and %n more (all of them in this line&apos;s tooltip).</source>
        <translation>
            <numerusform>… and %n more (all of them in this line&apos;s tooltip).</numerusform>
            <numerusform>… and %n more (all of them in this line&apos;s tooltip).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="266"/>
        <source>Saved the bundle to %1 (%n files).</source>
        <translation>
            <numerusform>Saved the bundle to %1 (%n file).</numerusform>
            <numerusform>Saved the bundle to %1 (%n files).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::Chart</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/ChartStyle.cpp" line="108"/>
        <source>, %n threads</source>
        <translation>
            <numerusform>, %n thread</numerusform>
            <numerusform>, %n threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::ComparisonChart</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="295"/>
        <source>%n published figure(s) without a recorded source not drawn (listed in the report).</source>
        <translation>
            <numerusform>%n published figure without a recorded source not drawn (listed in the report).</numerusform>
            <numerusform>%n published figures without a recorded source not drawn (listed in the report).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::StoredRunsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="120"/>
        <source>%n run(s) stored, %1 imported from elsewhere.</source>
        <translation>
            <numerusform>%n run stored, %1 imported from elsewhere.</numerusform>
            <numerusform>%n runs stored, %1 imported from elsewhere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="123"/>
        <source>%n run(s) stored.</source>
        <translation>
            <numerusform>%n run stored.</numerusform>
            <numerusform>%n runs stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="206"/>
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>Imported %n run from %1.</numerusform>
            <numerusform>Imported %n runs from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="233"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="237"/>
        <source>Delete %n stored run(s) from the result store? Their samples and load profiles are deleted with them; this cannot be undone.</source>
        <translation>
            <numerusform>Delete %n stored run from the result store? Their samples and load profiles are deleted with them; this cannot be undone.</numerusform>
            <numerusform>Delete %n stored runs from the result store? Their samples and load profiles are deleted with them; this cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="256"/>
        <source>Deleted %n stored run(s).</source>
        <translation>
            <numerusform>Deleted %n stored run.</numerusform>
            <numerusform>Deleted %n stored runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::TlsChart</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/TlsChart.cpp" line="389"/>
        <source>%n more comparison(s) of key types in the report.</source>
        <translation>
            <numerusform>%n more comparison of key types in the report.</numerusform>
            <numerusform>%n more comparisons of key types in the report.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::TlsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="301"/>
        <source>Done: %n case(s) measured.</source>
        <translation>
            <numerusform>Done: %n case measured.</numerusform>
            <numerusform>Done: %n cases measured.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::CardText</name>
    <message numerus="yes">
        <location filename="../src/gui/card/CardText.cpp" line="60"/>
        <source>%n tries left</source>
        <translation>
            <numerusform>%n try left</numerusform>
            <numerusform>%n tries left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::PickKeyPage</name>
    <message numerus="yes">
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="105"/>
        <source>%1
%2 — %n subkey(s) with a local secret</source>
        <translation>
            <numerusform>%1
%2 — %n subkey with a local secret</numerusform>
            <numerusform>%1
%2 — %n subkeys with a local secret</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::RestoreLocalDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="124"/>
        <source>%1 — %2 (%n subkey(s) on a card)</source>
        <translation>
            <numerusform>%1 — %2 (%n subkey on a card)</numerusform>
            <numerusform>%1 — %2 (%n subkeys on a card)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::InitTokenDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="48"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="126"/>
        <source>The SO PIN needs at least %n characters.</source>
        <translation>
            <numerusform>The SO PIN needs at least %n character.</numerusform>
            <numerusform>The SO PIN needs at least %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="131"/>
        <source>The user PIN needs at least %n characters.</source>
        <translation>
            <numerusform>The user PIN needs at least %n character.</numerusform>
            <numerusform>The user PIN needs at least %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::PinDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/token/PinDialog.cpp" line="72"/>
        <source>The new PIN needs at least %n characters.</source>
        <translation>
            <numerusform>The new PIN needs at least %n character.</numerusform>
            <numerusform>The new PIN needs at least %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ProvisionDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="251"/>
        <source>This profile initialises each token it selects. Key pairs it then generates on each: %n.</source>
        <translation>
            <numerusform>This profile initialises each token it selects. Key pairs it then generates on each: %n.</numerusform>
            <numerusform>This profile initialises each token it selects. Key pairs it then generates on each: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="254"/>
        <source>This profile adds key pairs to each token it selects. Key pairs per token: %n.</source>
        <translation>
            <numerusform>This profile adds key pairs to each token it selects. Key pairs per token: %n.</numerusform>
            <numerusform>This profile adds key pairs to each token it selects. Key pairs per token: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="306"/>
        <source>Tokens to be provisioned: %n.</source>
        <translation>
            <numerusform>Tokens to be provisioned: %n.</numerusform>
            <numerusform>Tokens to be provisioned: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="452"/>
        <source>Provisioning finished. Tokens in the report: %n. To run the profile again, check the tokens again first.</source>
        <translation>
            <numerusform>Provisioning finished. Tokens in the report: %n. To run the profile again, check the tokens again first.</numerusform>
            <numerusform>Provisioning finished. Tokens in the report: %n. To run the profile again, check the tokens again first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::TokenPage</name>
    <message numerus="yes">
        <location filename="../src/gui/token/TokenPage.cpp" line="407"/>
        <source>%n object(s), private ones included.</source>
        <translation>
            <numerusform>%n object, private ones included.</numerusform>
            <numerusform>%n objects, private ones included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/TokenPage.cpp" line="409"/>
        <source>%n public object(s). Private keys are listed after Log in (Ctrl+L) with the user PIN.</source>
        <translation>
            <numerusform>%n public object. Private keys are listed after Log in (Ctrl+L) with the user PIN.</numerusform>
            <numerusform>%n public objects. Private keys are listed after Log in (Ctrl+L) with the user PIN.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardCommand</name>
    <message numerus="yes">
        <location filename="../src/openpgp/CardCommand.cpp" line="464"/>
        <source>The connection to gpg-agent broke while the card was changing the PIN, and the card does not say whether the change arrived. Keyward can find out by checking the new PIN once: if the card refuses it, the old PIN is still in force and the refused try counts (%n tries left then). Check the new PIN now?</source>
        <translation>
            <numerusform>The connection to gpg-agent broke while the card was changing the PIN, and the card does not say whether the change arrived. Keyward can find out by checking the new PIN once: if the card refuses it, the old PIN is still in force and the refused try counts (%n try left then). Check the new PIN now?</numerusform>
            <numerusform>The connection to gpg-agent broke while the card was changing the PIN, and the card does not say whether the change arrived. Keyward can find out by checking the new PIN once: if the card refuses it, the old PIN is still in force and the refused try counts (%n tries left then). Check the new PIN now?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardCommand.cpp" line="492"/>
        <source>The connection broke during the change, and checked afterwards the card refused the new PIN: the old PIN is still in force (%n tries left).</source>
        <translation>
            <numerusform>The connection broke during the change, and checked afterwards the card refused the new PIN: the old PIN is still in force (%n try left).</numerusform>
            <numerusform>The connection broke during the change, and checked afterwards the card refused the new PIN: the old PIN is still in force (%n tries left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardKeyExpiry</name>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="38"/>
        <source>The card&apos;s %1 expires on %2, in %n days. Renew it before then from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>
            <numerusform>The card&apos;s %1 expires on %2, in %n day. Renew it before then from the key&apos;s secret key file with &quot;%3&quot;.</numerusform>
            <numerusform>The card&apos;s %1 expires on %2, in %n days. Renew it before then from the key&apos;s secret key file with &quot;%3&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="46"/>
        <source>The card&apos;s %1 expire on %2, in %n days. Renew them before then from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>
            <numerusform>The card&apos;s %1 expire on %2, in %n day. Renew them before then from the key&apos;s secret key file with &quot;%3&quot;.</numerusform>
            <numerusform>The card&apos;s %1 expire on %2, in %n days. Renew them before then from the key&apos;s secret key file with &quot;%3&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="59"/>
        <source>The card&apos;s %1 expires on %2, in %n days. Extend its expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>
            <numerusform>The card&apos;s %1 expires on %2, in %n day. Extend its expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</numerusform>
            <numerusform>The card&apos;s %1 expires on %2, in %n days. Extend its expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="69"/>
        <source>The card&apos;s %1 expire on %2, in %n days. Extend their expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>
            <numerusform>The card&apos;s %1 expire on %2, in %n day. Extend their expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</numerusform>
            <numerusform>The card&apos;s %1 expire on %2, in %n days. Extend their expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::BackupCommand</name>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="61"/>
        <source>The backup %1 was checked: it restores %n subkey(s) with their secret parts into an empty keyring.</source>
        <translation>
            <numerusform>The backup %1 was checked: it restores %n subkey with their secret parts into an empty keyring.</numerusform>
            <numerusform>The backup %1 was checked: it restores %n subkeys with their secret parts into an empty keyring.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="66"/>
        <source>The backup %1 was written and checked: it restores %n subkey(s) with their secret parts into an empty keyring.</source>
        <translation>
            <numerusform>The backup %1 was written and checked: it restores %n subkey with their secret parts into an empty keyring.</numerusform>
            <numerusform>The backup %1 was written and checked: it restores %n subkeys with their secret parts into an empty keyring.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::RestoreLocalCommand</name>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="158"/>
        <source>%n secret key(s) restored into the local keyring from %1. The card keeps its copy; gpg on this computer now uses the local key.</source>
        <translation>
            <numerusform>%n secret key restored into the local keyring from %1. The card keeps its copy; gpg on this computer now uses the local key.</numerusform>
            <numerusform>%n secret keys restored into the local keyring from %1. The card keeps its copy; gpg on this computer now uses the local key.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::SwitchStubsCommand</name>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="30"/>
        <source>The keyring now uses card %1 for %n key(s).</source>
        <translation>
            <numerusform>The keyring now uses card %1 for %n key.</numerusform>
            <numerusform>The keyring now uses card %1 for %n keys.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="34"/>
        <source>%n key(s) also exist as local secret keys and stay in use from the keyring.</source>
        <translation>
            <numerusform>%n key also exists as a local secret key and stays in use from the keyring.</numerusform>
            <numerusform>%n keys also exist as local secret keys and stay in use from the keyring.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::BackupImport</name>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="42"/>
        <source>%1 holds %n secret keys; give the secret key file of the one key whose card was lost.</source>
        <translation>
            <numerusform>%1 holds %n secret key; give the secret key file of the one key whose card was lost.</numerusform>
            <numerusform>%1 holds %n secret keys; give the secret key file of the one key whose card was lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="49"/>
        <source>%1 holds %n secret keys; Keyward rotates the subkeys of one key at a time from its own secret key file.</source>
        <translation>
            <numerusform>%1 holds %n secret key; Keyward rotates the subkeys of one key at a time from its own secret key file.</numerusform>
            <numerusform>%1 holds %n secret keys; Keyward rotates the subkeys of one key at a time from its own secret key file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineSubkeyRevocation</name>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="237"/>
        <source>Revoking %n subkeys, signed with the primary key</source>
        <translation>
            <numerusform>Revoking %n subkey, signed with the primary key</numerusform>
            <numerusform>Revoking %n subkeys, signed with the primary key</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::ScHsm</name>
    <message numerus="yes">
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="186"/>
        <source>It waits for %1 of %n DKEK shares to be imported before keys can be made.</source>
        <translation>
            <numerusform>It waits for %1 of %n DKEK share to be imported before keys can be made.</numerusform>
            <numerusform>It waits for %1 of %n DKEK shares to be imported before keys can be made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="191"/>
        <source>Its DKEK of %n shares is complete (key check value %1).</source>
        <translation>
            <numerusform>Its DKEK of %n share is complete (key check value %1).</numerusform>
            <numerusform>Its DKEK of %n shares is complete (key check value %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::pkcs11</name>
    <message numerus="yes">
        <location filename="../src/pkcs11/Provisioner.cpp" line="210"/>
        <source>Cancelled. Tokens not started: %n.</source>
        <translation>
            <numerusform>Cancelled. Tokens not started: %n.</numerusform>
            <numerusform>Cancelled. Tokens not started: %n.</numerusform>
        </translation>
    </message>
</context>
</TS>
