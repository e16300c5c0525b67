<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BenchmarkWindow</name>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="9"/>
        <source>Benchmarks</source>
        <translation>Benchmarks</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="17"/>
        <source>Set&amp;up</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="21"/>
        <source>&amp;Devices</source>
        <translation>&amp;Geräte</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="33"/>
        <source>&amp;Algorithms</source>
        <translation>&amp;Algorithmen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="42"/>
        <source>&amp;Operations</source>
        <translation>&amp;Operationen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="66"/>
        <source>D&amp;uration</source>
        <translation>Da&amp;uer</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="71"/>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="212"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="79"/>
        <source>&amp;Warm-up</source>
        <translation>Auf&amp;wärmen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="91"/>
        <source>&amp;Threads (PKCS#11)</source>
        <translation>&amp;Threads (PKCS#11)</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="103"/>
        <source>Sweep 1, 2, 4 … up to that &amp;many</source>
        <translation>1, 2, 4 … bis zu dieser &amp;Anzahl durchlaufen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="104"/>
        <source>Measure the PKCS#11 cases at 1, 2, 4 … threads too, for the throughput-against-threads chart</source>
        <translation>Die PKCS#11-Fälle auch mit 1, 2, 4 … Threads messen, für das Diagramm Durchsatz über Threads</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="109"/>
        <source>Token user &amp;PIN</source>
        <translation>Token-&amp;Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="115"/>
        <source>The user PIN of the checked PKCS#11 token(s), for the cases and the load profile. Not stored; cleared when a run starts.</source>
        <translation>Die Benutzer-PIN der ausgewählten PKCS#11-Token, für die Fälle und das Lastprofil. Wird nicht gespeichert; beim Start eines Laufs gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="121"/>
        <source>Card user PIN (PW&amp;1)</source>
        <translation>Karten-Benutzer-PIN (PW&amp;1)</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="127"/>
        <source>The OpenPGP card&apos;s user PIN (PW1), given to gpg-agent for the end-to-end cases. Not stored; cleared when a run starts.</source>
        <translation>Die Benutzer-PIN (PW1) der OpenPGP-Karte, die für die Ende-zu-Ende-Fälle an gpg-agent übergeben wird. Wird nicht gespeichert; beim Start eines Laufs gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="133"/>
        <source>Card pat&amp;h</source>
        <translation>Kartenp&amp;fad</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="144"/>
        <source>Show p&amp;ublished figures</source>
        <translation>&amp;Veröffentlichte Werte zeigen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="161"/>
        <source>&amp;Live chart</source>
        <translation>&amp;Live-Diagramm</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="169"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="175"/>
        <source>&amp;Cancel</source>
        <translation>Abbrec&amp;hen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="187"/>
        <source>Load profile (PKCS#11)</source>
        <translation>Lastprofil (PKCS#11)</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="188"/>
        <source>Requests at stepped rates, served from a queue by the workers, against the first checked token with the first checked algorithm and operation</source>
        <translation>Anfragen mit gestuften Raten, von den Workern aus einer Warteschlange bedient, gegen das erste ausgewählte Token mit dem ersten ausgewählten Algorithmus und der ersten ausgewählten Operation</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="192"/>
        <source>&amp;Rates (/s)</source>
        <translation>&amp;Raten (/s)</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="53"/>
        <source>&amp;Iterations per thread</source>
        <translation>&amp;Iterationen pro Thread</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="150"/>
        <source>Logarith&amp;mic latency axis</source>
        <translation>Logarith&amp;mische Latenzachse</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="151"/>
        <source>Off, bars start at zero and their lengths compare; on, devices a hundred times apart stay readable</source>
        <translation>Aus: Balken beginnen bei null und ihre Längen sind vergleichbar; an: Geräte, die sich um das Hundertfache unterscheiden, bleiben lesbar</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="156"/>
        <source>&amp;Dots with confidence intervals instead of bars</source>
        <translation>Punkte mit Konfiden&amp;zintervallen statt Balken</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="199"/>
        <source>Arrival rates in requests per second, one step each, separated by commas; left empty, a short calibration run on the token chooses them</source>
        <translation>Ankunftsraten in Anfragen pro Sekunde, eine pro Stufe, durch Kommas getrennt; bleibt das Feld leer, wählt ein kurzer Kalibrierungslauf auf dem Token die Raten</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="200"/>
        <source>From a short calibration of the token</source>
        <translation>Aus einer kurzen Kalibrierung des Tokens</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="205"/>
        <source>St&amp;ep</source>
        <translation>St&amp;ufe</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="211"/>
        <source>How long each rate is held</source>
        <translation>Wie lange jede Rate gehalten wird</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="220"/>
        <source>Wor&amp;kers</source>
        <translation>Wor&amp;ker</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="226"/>
        <source>Threads serving the queue, one session each</source>
        <translation>Threads, die die Warteschlange bedienen, je eine Sitzung</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="233"/>
        <source>Step &amp;back down</source>
        <translation>&amp;Wieder herunterstufen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="234"/>
        <source>After the highest rate, the rates again in reverse order</source>
        <translation>Nach der höchsten Rate die Raten noch einmal in umgekehrter Reihenfolge</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="240"/>
        <source>Start load pro&amp;file</source>
        <translation>Last&amp;profil starten</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="270"/>
        <source>Chart:</source>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="275"/>
        <source>P&amp;NG…</source>
        <translation>P&amp;NG…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="276"/>
        <source>Save the chart on the current tab as a PNG image</source>
        <translation>Das Diagramm im aktuellen Reiter als PNG-Bild speichern</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="281"/>
        <source>P&amp;DF…</source>
        <translation>P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="282"/>
        <source>Save the chart on the current tab as a PDF document</source>
        <translation>Das Diagramm im aktuellen Reiter als PDF-Dokument speichern</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="287"/>
        <source>S&amp;VG…</source>
        <translation>S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="288"/>
        <source>Save the chart on the current tab as an SVG image</source>
        <translation>Das Diagramm im aktuellen Reiter als SVG-Bild speichern</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="300"/>
        <source>Data:</source>
        <translation>Daten:</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="305"/>
        <source>&amp;CSV…</source>
        <translation>&amp;CSV…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="306"/>
        <source>Save the figures of the runs the charts show as CSV</source>
        <translation>Die Werte der in den Diagrammen gezeigten Läufe als CSV speichern</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="311"/>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="312"/>
        <source>Save the runs the charts show, with their samples, as a result file that can be imported elsewhere</source>
        <translation>Die in den Diagrammen gezeigten Läufe samt ihren Messwerten als Ergebnisdatei speichern, die anderswo importiert werden kann</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="318"/>
        <source>Every chart with data, the statistics, devices, settings and software versions in one HTML file</source>
        <translation>Alle Diagramme mit Daten, die Statistik, Geräte, Einstellungen und Softwareversionen in einer HTML-Datei</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="323"/>
        <source>E&amp;xport bundle…</source>
        <translation>&amp;Bündel exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="324"/>
        <source>A new folder with the HTML report, each chart as SVG and PNG, the runs as CSV and JSON, the environment, the skipped cases and the keyward-cli commands that measure each run again</source>
        <translation>Ein neuer Ordner mit dem HTML-Bericht, jedem Diagramm als SVG und PNG, den Läufen als CSV und JSON, der Umgebung, den übersprungenen Fällen und den keyward-cli-Befehlen, die jeden Lauf erneut messen</translation>
    </message>
    <message>
        <location filename="../ui/bench/BenchmarkWindow.ui" line="317"/>
        <source>&amp;HTML report…</source>
        <translation>&amp;HTML-Bericht…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="125"/>
        <source>Device time needs the reader to itself; end to end through gpg-agent does not.</source>
        <translation>Die Gerätezeit braucht den Kartenleser für sich allein; Ende zu Ende über gpg-agent nicht.</translation>
    </message>
</context>
<context>
    <name>CardPage</name>
    <message>
        <location filename="../ui/card/CardPage.ui" line="25"/>
        <source>Re&amp;ad card</source>
        <translation>Karte &amp;lesen</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="26"/>
        <source>Read everything from the card again</source>
        <translation>Alles erneut von der Karte lesen</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="33"/>
        <source>This is a virtual card (Keyward&apos;s test card), not a hardware device.</source>
        <translation>Dies ist eine virtuelle Karte (Testkarte von Keyward), kein Hardwaregerät.</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="40"/>
        <source>PIN warning</source>
        <translation>PIN-Warnung</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="51"/>
        <source>&lt;b&gt;Default PINs in use — change them.&lt;/b&gt; Anyone who knows the factory PINs (123456 and 12345678) can use this card.</source>
        <translation>&lt;b&gt;Standard-PINs in Verwendung – bitte ändern.&lt;/b&gt; Wer die Werks-PINs (123456 und 12345678) kennt, kann diese Karte benutzen.</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="57"/>
        <source>Change &amp;user PIN…</source>
        <translation>&amp;Benutzer-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="62"/>
        <source>Change a&amp;dmin PIN…</source>
        <translation>A&amp;dmin-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="75"/>
        <source>&amp;PINs</source>
        <translation>&amp;PINs</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="80"/>
        <source>Card&amp;holder…</source>
        <translation>Karten&amp;inhaber…</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="85"/>
        <source>&amp;Keys</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="90"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="95"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="105"/>
        <source>Factory &amp;reset…</source>
        <translation>Auf &amp;Werkseinstellungen zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="121"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="127"/>
        <source>Cardholder</source>
        <translation>Karteninhaber</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="133"/>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="139"/>
        <source>PINs and security</source>
        <translation>PINs und Sicherheit</translation>
    </message>
    <message>
        <location filename="../ui/card/CardPage.ui" line="145"/>
        <source>Capabilities</source>
        <translation>Fähigkeiten</translation>
    </message>
</context>
<context>
    <name>CardholderDialog</name>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="5"/>
        <source>Cardholder data</source>
        <translation>Karteninhaberdaten</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="9"/>
        <source>This data is stored on the card and can be read by anyone who holds it. Changing it needs the admin PIN.</source>
        <translation>Diese Daten sind auf der Karte gespeichert und für jeden lesbar, der sie besitzt. Zum Ändern wird die Admin-PIN benötigt.</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="17"/>
        <source>&amp;Given names:</source>
        <translation>&amp;Vornamen:</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="24"/>
        <source>&amp;Surname:</source>
        <translation>&amp;Nachname:</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="36"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="42"/>
        <source>e.g. en or deen (up to four two-letter codes)</source>
        <translation>z. B. en oder deen (bis zu vier Codes mit zwei Buchstaben)</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="47"/>
        <source>Sa&amp;lutation:</source>
        <translation>&amp;Anrede:</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="54"/>
        <source>Public key &amp;URL:</source>
        <translation>&amp;URL des öffentlichen Schlüssels:</translation>
    </message>
    <message>
        <location filename="../ui/card/CardholderDialog.ui" line="61"/>
        <source>L&amp;ogin data:</source>
        <translation>L&amp;ogin-Daten:</translation>
    </message>
</context>
<context>
    <name>CertRequestDialog</name>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="19"/>
        <source>Subject</source>
        <translation>Subjekt</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="21"/>
        <source>Common &amp;name (CN):</source>
        <translation>Allgemeiner &amp;Name (CN):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="23"/>
        <source>&amp;Organisation (O):</source>
        <translation>&amp;Organisation (O):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="25"/>
        <source>Organisational &amp;unit (OU):</source>
        <translation>Organisations&amp;einheit (OU):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="27"/>
        <source>Locali&amp;ty (L):</source>
        <translation>Or&amp;t (L):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="29"/>
        <source>State or p&amp;rovince (ST):</source>
        <translation>Bundesland oder P&amp;rovinz (ST):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="31"/>
        <source>&amp;Country (C):</source>
        <translation>&amp;Land (C):</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="32"/>
        <source>two letters, e.g. DE</source>
        <translation>zwei Buchstaben, z. B. DE</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="33"/>
        <source>E-&amp;mail:</source>
        <translation>E-&amp;Mail:</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="40"/>
        <source>Subject &amp;alternative names, one per line:</source>
        <translation>&amp;Alternative Subjektnamen, einer pro Zeile:</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="47"/>
        <source>www.example.org
IP:192.0.2.1
email:admin@example.org</source>
        <translation>www.example.org
IP:192.0.2.1
email:admin@example.org</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="58"/>
        <source>Key usage</source>
        <translation>Schlüsselverwendung</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="64"/>
        <source>Extended key usage</source>
        <translation>Erweiterte Schlüsselverwendung</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="70"/>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="72"/>
        <source>&amp;Valid for:</source>
        <translation>&amp;Gültig für:</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="73"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="74"/>
        <source>Certificate &amp;authority (CA:TRUE)</source>
        <translation>Zertifizierungs&amp;stelle (CA:TRUE)</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="75"/>
        <source>&amp;Write the certificate onto the token</source>
        <translation>Zertifikat auf das Token schrei&amp;ben</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="88"/>
        <source>&amp;Save to:</source>
        <translation>Speichern &amp;unter:</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="90"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/token/CertRequestDialog.ui" line="91"/>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
</context>
<context>
    <name>DeviceDetailPage</name>
    <message>
        <location filename="../ui/DeviceDetailPage.ui" line="20"/>
        <source>This is a virtual device. Anything measured on it is labelled virtual.</source>
        <translation>Dies ist ein virtuelles Gerät. Alle Messungen darauf werden als virtuell gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../ui/DeviceDetailPage.ui" line="28"/>
        <source>Device details</source>
        <translation>Gerätedetails</translation>
    </message>
    <message>
        <location filename="../ui/DeviceDetailPage.ui" line="36"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../ui/DeviceDetailPage.ui" line="37"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../ui/token/ImportDialog.ui" line="14"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../ui/token/ImportDialog.ui" line="18"/>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <location filename="../ui/token/ImportDialog.ui" line="21"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../ui/token/ImportDialog.ui" line="23"/>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <location filename="../ui/token/ImportDialog.ui" line="25"/>
        <source>&amp;ID (hex):</source>
        <translation>&amp;ID (hex):</translation>
    </message>
</context>
<context>
    <name>InitTokenDialog</name>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="5"/>
        <source>Initialise token</source>
        <translation>Token initialisieren</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="25"/>
        <source>New &amp;label:</source>
        <translation>Neue &amp;Bezeichnung:</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="34"/>
        <source>&amp;SO PIN:</source>
        <translation>&amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="45"/>
        <source>R&amp;epeat SO PIN:</source>
        <translation>SO-PIN &amp;wiederholen:</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="56"/>
        <source>Set the &amp;user PIN right after</source>
        <translation>Benutzer-PIN &amp;direkt danach setzen</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="62"/>
        <source>New user P&amp;IN:</source>
        <translation>Neue Ben&amp;utzer-PIN:</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="73"/>
        <source>Repeat user PI&amp;N:</source>
        <translation>Benutzer-PIN wiederh&amp;olen:</translation>
    </message>
    <message>
        <location filename="../ui/token/InitTokenDialog.ui" line="93"/>
        <source>Confirmation</source>
        <translation>Bestätigung</translation>
    </message>
</context>
<context>
    <name>KeyGenDialog</name>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="5"/>
        <source>Generate key pair</source>
        <translation>Schlüsselpaar erzeugen</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="12"/>
        <source>Key &amp;type:</source>
        <translation>Schlüssel&amp;typ:</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="21"/>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="30"/>
        <source>&amp;ID (hex):</source>
        <translation>&amp;ID (hex):</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="36"/>
        <source>empty: 20 random bytes</source>
        <translation>leer: 20 Zufallsbytes</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="41"/>
        <source>&amp;Sensitive: the private key never leaves the token in clear</source>
        <translation>&amp;Sensitiv: Der private Schlüssel verlässt das Token nie im Klartext</translation>
    </message>
    <message>
        <location filename="../ui/token/KeyGenDialog.ui" line="47"/>
        <source>&amp;Extractable: the private key may be exported wrapped</source>
        <translation>&amp;Extrahierbar: Der private Schlüssel darf verschlüsselt exportiert werden</translation>
    </message>
</context>
<context>
    <name>KeyUsageSnippets</name>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="136"/>
        <source>PKCS#11 URI</source>
        <translation>PKCS#11-URI</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="137"/>
        <source>The URI names the token and the key, not the PIN. Programs ask for the PIN, or read it from a file named with ?pin-source=file:PATH after the URI; keep such a file readable only by the program&apos;s user.</source>
        <translation>Die URI nennt das Token und den Schlüssel, nicht die PIN. Programme fragen nach der PIN oder lesen sie aus einer Datei, die mit ?pin-source=file:PATH hinter der URI angegeben wird; machen Sie eine solche Datei nur für den Benutzer des Programms lesbar.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="143"/>
        <source>OpenSSL</source>
        <translation>OpenSSL</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="156"/>
        <source>OpenSSL asks for the PIN on the terminal; a script can name a PIN file with pin-source in the URI instead of putting the PIN on the command line. The libp11 engine calls C_Finalize when the program exits, which closes every session the program had with the module. Engines are deprecated in OpenSSL 3: where pkcs11-provider is installed, prefer the provider form.</source>
        <translation>OpenSSL fragt im Terminal nach der PIN; ein Skript kann mit pin-source in der URI eine PIN-Datei angeben, statt die PIN auf die Befehlszeile zu schreiben. Die libp11-Engine ruft beim Beenden des Programms C_Finalize auf, was jede Sitzung schließt, die das Programm mit dem Modul hatte. Engines sind in OpenSSL 3 veraltet: Wo pkcs11-provider installiert ist, verwenden Sie besser die Provider-Form.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="164"/>
        <source>nginx</source>
        <translation>nginx</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="180"/>
        <source>nginx cannot ask for a PIN: the URI names a PIN file with pin-source, which only root may read. The pkcs11 engine must be configured in the openssl.cnf nginx reads, or nginx refuses the key. Every worker process opens its own session, so the token must allow several sessions at once.</source>
        <translation>nginx kann nicht nach einer PIN fragen: Die URI nennt mit pin-source eine PIN-Datei, die nur root lesen darf. Die pkcs11-Engine muss in der openssl.cnf konfiguriert sein, die nginx liest, sonst lehnt nginx den Schlüssel ab. Jeder Worker-Prozess öffnet eine eigene Sitzung, daher muss das Token mehrere Sitzungen gleichzeitig zulassen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="187"/>
        <source>Apache mod_ssl</source>
        <translation>Apache mod_ssl</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="193"/>
        <source>Apache 2.4.42 or later is needed for a PKCS#11 URI in SSLCertificateKeyFile. Apache asks for the PIN at start through SSLPassPhraseDialog; to start without asking, add ?pin-source=file:PATH to the URI and keep that file readable only by root. SSLCryptoDevice loads the engine; its MODULE_PATH comes from openssl.cnf.</source>
        <translation>Für eine PKCS#11-URI in SSLCertificateKeyFile wird Apache 2.4.42 oder neuer benötigt. Apache fragt beim Start über SSLPassPhraseDialog nach der PIN; um ohne Nachfrage zu starten, hängen Sie ?pin-source=file:PATH an die URI an und machen diese Datei nur für root lesbar. SSLCryptoDevice lädt die Engine; deren MODULE_PATH stammt aus openssl.cnf.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="200"/>
        <source>OpenSSH</source>
        <translation>OpenSSH</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="214"/>
        <source>ssh-keygen -D prints the public keys of every token the module shows, not only this key; pick the line that matches this key. ssh asks for the PIN each time it loads the module, ssh-add -s asks once for the agent. OpenSSH is given the module, not a PKCS#11 URI: only some distributions patch URI support into it.</source>
        <translation>ssh-keygen -D gibt die öffentlichen Schlüssel aller Token aus, die das Modul anzeigt, nicht nur diesen Schlüssel; wählen Sie die Zeile, die zu diesem Schlüssel passt. ssh fragt jedes Mal nach der PIN, wenn es das Modul lädt, ssh-add -s fragt einmal für den Agenten. OpenSSH erhält das Modul, keine PKCS#11-URI: Nur manche Distributionen ergänzen URI-Unterstützung per Patch.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="223"/>
        <source>NSS database</source>
        <translation>NSS-Datenbank</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUsageSnippets.cpp" line="230"/>
        <source>NSS names the key by its certificate&apos;s nickname, token label and object label, so the certificate must be on the token with the key&apos;s label. modutil refuses to change a database a browser has open; close the browser first. mod_nss reads the PIN through NSSPassPhraseDialog, which can name a file only the server may read.</source>
        <translation>NSS benennt den Schlüssel über den Spitznamen seines Zertifikats, die Bezeichnung des Tokens und die des Objekts, daher muss das Zertifikat mit der Bezeichnung des Schlüssels auf dem Token liegen. modutil verweigert Änderungen an einer Datenbank, die ein Browser geöffnet hat; schließen Sie zuerst den Browser. mod_nss liest die PIN über NSSPassPhraseDialog, das eine Datei angeben kann, die nur der Server lesen darf.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="9"/>
        <source>Keyward</source>
        <translation>Keyward</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="23"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="35"/>
        <source>&lt;h2&gt;Keyward&lt;/h2&gt;&lt;p&gt;Select a reader, an OpenPGP card or a PKCS#11 token on the left to see what it holds.&lt;/p&gt;&lt;p&gt;Cards and tokens appear here as soon as they are inserted.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Keyward&lt;/h2&gt;&lt;p&gt;Wählen Sie links einen Kartenleser, eine OpenPGP-Karte oder ein PKCS#11-Token aus, um dessen Inhalt zu sehen.&lt;/p&gt;&lt;p&gt;Karten und Token erscheinen hier, sobald sie eingesteckt werden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="51"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="57"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="78"/>
        <source>&amp;Refresh devices</source>
        <translation>Geräte &amp;aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="79"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="82"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="83"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="86"/>
        <source>C&amp;reate a key for cards…</source>
        <translation>&amp;Schlüssel für Karten erstellen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="87"/>
        <source>A primary key that only certifies and expiring subkeys, made in a temporary keyring, with a checked backup</source>
        <translation>Ein Hauptschlüssel, der nur zertifiziert, und ablaufende Unterschlüssel, erstellt in einem vorübergehenden Schlüsselbund, mit geprüfter Sicherung</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="90"/>
        <source>Re&amp;new a key&apos;s subkeys…</source>
        <translation>Unterschlüssel eines Schlüssels &amp;erneuern…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="91"/>
        <source>The yearly renewal from the key&apos;s secret key file: the everyday keyring gets the new expiry, the cards do not change</source>
        <translation>Die jährliche Erneuerung aus der Datei mit dem geheimen Schlüssel: Der Alltags-Schlüsselbund erhält das neue Ablaufdatum, die Karten ändern sich nicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>R&amp;otate a key&apos;s subkeys…</source>
        <translation>Unterschlüssel eines Schlüssels r&amp;otieren…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="95"/>
        <source>From the key&apos;s secret key file: new subkeys, the old ones expired, written to a new file, the everyday keyring gets the public key; until the new subkeys are on the card, it does not sign or read new mail</source>
        <translation>Aus der Datei mit dem geheimen Schlüssel: neue Unterschlüssel, die alten abgelaufen, in eine neue Datei geschrieben, der Alltags-Schlüsselbund erhält den öffentlichen Schlüssel; bis die neuen Unterschlüssel auf der Karte sind, signiert sie nicht und liest keine neue Post</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="98"/>
        <source>Re&amp;voke a lost card&apos;s subkeys…</source>
        <translation>Unterschlüssel einer verlorenen Karte &amp;widerrufen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="99"/>
        <source>From the key&apos;s secret key file: the subkeys that were on a lost card are revoked, the everyday keyring gets the revocations</source>
        <translation>Aus der Datei mit dem geheimen Schlüssel: Die Unterschlüssel, die auf einer verlorenen Karte waren, werden widerrufen, der Alltags-Schlüsselbund erhält die Widerrufe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="102"/>
        <source>&amp;Use a key for SSH, git and publishing…</source>
        <translation>Schlüssel für SSH, git und Veröffentlichung &amp;verwenden…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="103"/>
        <source>The SSH line, gpg-agent&apos;s SSH support, the git lines, the public key and Web Key Directory files of a key whose subkeys are on a card</source>
        <translation>Die SSH-Zeile, die SSH-Unterstützung von gpg-agent, die git-Zeilen, der öffentliche Schlüssel und die Dateien eines Web Key Directory für einen Schlüssel, dessen Unterschlüssel auf einer Karte liegen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="111"/>
        <source>Keyward &amp;manual</source>
        <translation>Keyward-&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="112"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="115"/>
        <source>&amp;Check this computer…</source>
        <translation>Diesen &amp;Rechner prüfen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="116"/>
        <source>Why a program cannot see a card: GnuPG, pcscd, scdaemon, OpenSC, pinentry and SSH looked at, with what to do</source>
        <translation>Warum ein Programm eine Karte nicht sieht: GnuPG, pcscd, scdaemon, OpenSC, Pinentry und SSH geprüft, mit dem, was zu tun ist</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="119"/>
        <source>&amp;About Keyward</source>
        <translation>Über &amp;Keyward</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="64"/>
        <source>&amp;Card</source>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="106"/>
        <source>&amp;Move subkeys onto a card…</source>
        <translation>Unterschlüssel auf eine Karte &amp;verschieben…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="107"/>
        <source>Move subkeys from the keyring onto an OpenPGP card, after a verified backup</source>
        <translation>Unterschlüssel nach geprüfter Sicherung aus dem Schlüsselbund auf eine OpenPGP-Karte verschieben</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="108"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../ui/token/PinDialog.ui" line="22"/>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <location filename="../ui/token/PinDialog.ui" line="33"/>
        <source>&amp;New PIN:</source>
        <translation>&amp;Neue PIN:</translation>
    </message>
    <message>
        <location filename="../ui/token/PinDialog.ui" line="44"/>
        <source>&amp;Repeat new PIN:</source>
        <translation>Neue PIN &amp;wiederholen:</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="42"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>TokenCli</name>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="97"/>
        <source>token %1: --id takes hexadecimal bytes (&quot;01&quot;, &quot;a1b2&quot;), not &quot;%2&quot;.</source>
        <translation>token %1: --id erwartet hexadezimale Bytes („01“, „a1b2“), nicht „%2“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="105"/>
        <source>token %1: --%2 takes a whole number from %3 up, not &quot;%4&quot;.</source>
        <translation>token %1: --%2 erwartet eine ganze Zahl ab %3, nicht „%4“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="121"/>
        <source>token %1: --type is certificate, public-key or private-key, not &quot;%2&quot;.</source>
        <translation>token %1: --type ist certificate, public-key oder private-key, nicht „%2“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="128"/>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="103"/>
        <source>token %1: %2.</source>
        <translation>token %1: %2.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.h" line="60"/>
        <source>User PIN: </source>
        <translation>Benutzer-PIN: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="270"/>
        <source>Type &quot;%1&quot; to confirm: </source>
        <translation>Geben Sie „%1“ zur Bestätigung ein: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="289"/>
        <source>token %1: %2 exists and is kept; add --overwrite to replace it.</source>
        <translation>token %1: %2 existiert und bleibt erhalten; fügen Sie --overwrite hinzu, um die Datei zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="313"/>
        <source>Writing %1</source>
        <translation>Schreibe %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="314"/>
        <source>the file in the way cannot be removed</source>
        <translation>die im Weg liegende Datei kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="367"/>
        <source>subject: %1</source>
        <translation>Subjekt: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="368"/>
        <source>issuer: %1</source>
        <translation>Aussteller: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="370"/>
        <source>valid: %1 to %2</source>
        <translation>gültig: %1 bis %2</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="416"/>
        <source>&quot;%1&quot; is not a token subcommand.</source>
        <translation>„%1“ ist kein token-Unterbefehl.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="63"/>
        <source>slot %1: %2 (no token)</source>
        <translation>Slot %1: %2 (kein Token)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="69"/>
        <source>slot %1: %2</source>
        <translation>Slot %1: %2</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="71"/>
        <source>(uninitialised token)</source>
        <translation>(nicht initialisiertes Token)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="74"/>
        <source>manufacturer: %1, model: %2, serial: %3</source>
        <translation>Hersteller: %1, Modell: %2, Seriennummer: %3</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="78"/>
        <source>flags: %1</source>
        <translation>Flags: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="95"/>
        <source>Label: %1</source>
        <translation>Bezeichnung: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="96"/>
        <source>Manufacturer: %1</source>
        <translation>Hersteller: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="97"/>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="98"/>
        <source>Serial: %1</source>
        <translation>Seriennummer: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="99"/>
        <source>Module: %1 (%2), slot %3</source>
        <translation>Modul: %1 (%2), Slot %3</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="101"/>
        <source>Hardware version: %1, firmware version: %2</source>
        <translation>Hardwareversion: %1, Firmwareversion: %2</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="104"/>
        <source>Flags: %1</source>
        <translation>Flags: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="105"/>
        <source>PIN length: %1 to %2</source>
        <translation>PIN-Länge: %1 bis %2</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="107"/>
        <source>Memory: public %1 of %2 free, private %3 of %4 free</source>
        <translation>Speicher: öffentlich %1 von %2 frei, privat %3 von %4 frei</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="117"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="26"/>
        <source>token init needs --new-label LABEL (the token&apos;s new label)</source>
        <translation>token init benötigt --new-label LABEL (die neue Bezeichnung des Tokens)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="34"/>
        <source>Initialising destroys every key and certificate on token &quot;%1&quot; (%2, serial %3).</source>
        <translation>Das Initialisieren löscht alle Schlüssel und Zertifikate auf Token „%1“ (%2, Seriennummer %3).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="40"/>
        <source>Initialising the token</source>
        <translation>Token wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="41"/>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="237"/>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="78"/>
        <source>not confirmed</source>
        <translation>nicht bestätigt</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="64"/>
        <source>Token initialised: %1 (serial %2)</source>
        <translation>Token initialisiert: %1 (Seriennummer %2)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="68"/>
        <source>The token kept its label &quot;%1&quot;; it does not take a new one.</source>
        <translation>Das Token hat seine Bezeichnung „%1“ behalten; es nimmt keine neue an.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="35"/>
        <source>token keygen needs --key-type: one of %1.</source>
        <translation>token keygen benötigt --key-type: einen von %1.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenCli.cpp" line="186"/>
        <source>%1 of %2: </source>
        <translation>%1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenSnippetsCommand.cpp" line="50"/>
        <source>name the key with --label or --id</source>
        <translation>benennen Sie den Schlüssel mit --label oder --id</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="104"/>
        <source>Add --overwrite to replace it.</source>
        <translation>Fügen Sie --overwrite hinzu, um die Datei zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="145"/>
        <source>token import-cert needs --file CERT (PEM or DER)</source>
        <translation>token import-cert benötigt --file ZERT (PEM oder DER)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="182"/>
        <source>token import-p12 needs --file FILE.p12</source>
        <translation>token import-p12 benötigt --file DATEI.p12</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="198"/>
        <source>PKCS#12 password: </source>
        <translation>PKCS#12-Passwort: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenInfoCommands.cpp" line="176"/>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="232"/>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="269"/>
        <source>name the object with --label or --id</source>
        <translation>benennen Sie das Objekt mit --label oder --id</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="292"/>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="296"/>
        <source>Deleting objects</source>
        <translation>Objekte werden gelöscht</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenKeyCommands.cpp" line="292"/>
        <source>no object matches</source>
        <translation>kein passendes Objekt</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="30"/>
        <source>%1 &quot;%2&quot; (serial %3, slot %4)</source>
        <translation>%1 „%2“ (Seriennummer %3, Slot %4)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="42"/>
        <source>provision --example takes no profile file (only &quot;sc-hsm&quot; for the SmartCard-HSM example).</source>
        <translation>provision --example akzeptiert keine Profildatei (nur „sc-hsm“ für das SmartCard-HSM-Beispiel).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="51"/>
        <source>provision needs a profile file (provision --example prints one).</source>
        <translation>provision benötigt eine Profildatei (provision --example gibt eine aus).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="64"/>
        <source>Opening the profile&apos;s DKEK shares with their passwords (a few seconds each)...</source>
        <translation>Die DKEK-Anteile des Profils werden mit ihren Passwörtern geöffnet (je einige Sekunden)...</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="99"/>
        <source>Each is initialised, which destroys its keys and certificates, then gets the profile&apos;s keys.</source>
        <translation>Jedes wird initialisiert, wobei seine Schlüssel und Zertifikate gelöscht werden, und erhält dann die Schlüssel des Profils.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="101"/>
        <source>Each gets the profile&apos;s keys.</source>
        <translation>Jedes erhält die Schlüssel des Profils.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="134"/>
        <source>SO PIN</source>
        <translation>SO-PIN</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="160"/>
        <source>Waiting for the next token...</source>
        <translation>Warte auf das nächste Token...</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="182"/>
        <source>Interrupted: the reports above say what was done on each token and what was not.</source>
        <translation>Unterbrochen: Die Berichte oben zeigen, was auf jedem Token erledigt wurde und was nicht.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenAdminCommands.cpp" line="153"/>
        <source>Module %1 added; it is loaded from now on.</source>
        <translation>Modul %1 hinzugefügt; es wird ab jetzt geladen.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="51"/>
        <source>list [--all]                     modules, slots and tokens</source>
        <translation>list [--all]                     Module, Slots und Token</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="56"/>
        <source>add-module PATH [--init-args S]  remember a module beyond p11-kit&apos;s registry
                                   --init-args: the string the module wants in C_Initialize
                                   (pReserved), e.g. NSS&apos;s &quot;configdir=&apos;sql:DIR&apos; ...&quot;</source>
        <translation>add-module PFAD [--init-args S]  ein Modul zusätzlich zur Registrierung von p11-kit merken
                                   --init-args: die Zeichenkette, die das Modul in C_Initialize
                                   (pReserved) erwartet, z. B. bei NSS &quot;configdir=&apos;sql:DIR&apos; ...&quot;</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="66"/>
        <source>remove-module PATH               forget a module added with add-module</source>
        <translation>remove-module PFAD               ein mit add-module hinzugefügtes Modul vergessen</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="71"/>
        <source>info                             one token: flags in words, versions, memory, PIN warnings</source>
        <translation>info                             ein Token: Flags im Klartext, Versionen, Speicher, PIN-Warnungen</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="75"/>
        <source>mechanisms                       mechanisms with key sizes and flags</source>
        <translation>mechanisms                       Mechanismen mit Schlüsselgrößen und Flags</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="78"/>
        <source>objects [--login]                keys and certificates (private ones after login)</source>
        <translation>objects [--login]                Schlüssel und Zertifikate (private nach der Anmeldung)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="82"/>
        <source>init --new-label L [--yes]       initialise (destroys everything; asks to type the label)</source>
        <translation>init --new-label L [--yes]       initialisieren (löscht alles; verlangt Eingabe der Bezeichnung)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="87"/>
        <source>init-sc-hsm --reader R [--dkek-shares N] [--retries N] [--yes]
                                   initialise a SmartCard-HSM / Nitrokey HSM (destroys every key);
                                   the current SO PIN (factory 3537363231383830) and the new
                                   user PIN (6 to 16 characters) come from --so-pin-file and
                                   --new-pin-file or are asked; N retries: 1 to 10 (default 3)</source>
        <translation>init-sc-hsm --reader R [--dkek-shares N] [--retries N] [--yes]
                                   ein SmartCard-HSM / Nitrokey HSM initialisieren (löscht alle Schlüssel);
                                   die aktuelle SO-PIN (Werkswert 3537363231383830) und die neue
                                   Benutzer-PIN (6 bis 16 Zeichen) kommen aus --so-pin-file und
                                   --new-pin-file oder werden abgefragt; N Versuche: 1 bis 10 (Standard 3)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="100"/>
        <source>dkek ACTION --reader R           a SmartCard-HSM&apos;s DKEK; ACTION is one of
                                   create-share FILE (no device used) [--threshold T --shares N
                                   --password-share-file F (N times)],
                                   status, import-share FILE [--expect-kcv HEX] [--yes]
                                   [--password-share-file F | --password-share-fd N ... | --shares T],
                                   wrap --key-ref N --out FILE, unwrap FILE --key-ref N;
                                   share files and wrapped keys in sc-hsm-tool&apos;s formats; the
                                   share password from --password-fd N or asked, the user PIN
                                   as for the other token commands (docs/cli/token-dkek.md)</source>
        <translation>dkek ACTION --reader R           der DKEK eines SmartCard-HSM; ACTION ist eines von
                                   create-share FILE (ohne Gerät) [--threshold T --shares N
                                   --password-share-file F (N-mal)],
                                   status, import-share FILE [--expect-kcv HEX] [--yes]
                                   [--password-share-file F | --password-share-fd N ... | --shares T],
                                   wrap --key-ref N --out FILE, unwrap FILE --key-ref N;
                                   Anteilsdateien und verpackte Schlüssel in den Formaten
                                   von sc-hsm-tool; das Passwort des Anteils aus
                                   --password-fd N oder abgefragt, die Benutzer-PIN wie bei
                                   den anderen token-Befehlen (docs/cli/token-dkek.md)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="122"/>
        <source>init-pin                         set or unblock the user PIN with the SO PIN</source>
        <translation>init-pin                         Benutzer-PIN mit der SO-PIN setzen oder entsperren</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="126"/>
        <source>change-pin [--so]                change the user (or SO) PIN</source>
        <translation>change-pin [--so]                Benutzer-PIN (oder SO-PIN) ändern</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="138"/>
        <source>csr --label L|--id HEX --subject DN [--san DNS:x]... [--key-usage a,b] [--eku a,b]
                                   [--out F [--overwrite]] [--der]</source>
        <translation>csr --label L|--id HEX --subject DN [--san DNS:x]... [--key-usage a,b] [--eku a,b]
                                   [--out F [--overwrite]] [--der]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="173"/>
        <source>provision PROFILE.json [--yes] [--watch [--count N] [--timeout S]]
                                   batch: every matching token, a JSON report per serial;
                                   lists the tokens and asks when there are several;
                                   --watch keeps provisioning tokens as they are inserted;
                                   provision --example prints a complete profile,
                                   --example sc-hsm one for SmartCard-HSMs with DKEK shares
                                   (format: docs/cli/token-provision-profile.schema.json)</source>
        <translation>provision PROFIL.json [--yes] [--watch [--count N] [--timeout S]]
                                   Stapelbetrieb: jedes passende Token, ein JSON-Bericht pro Seriennummer;
                                   listet die Token auf und fragt nach, wenn es mehrere sind;
                                   --watch richtet weitere Token ein, sobald sie eingesteckt werden;
                                   provision --example gibt ein vollständiges Profil aus,
                                   --example sc-hsm eines für SmartCard-HSMs mit DKEK-Anteilen
                                   (Format: docs/cli/token-provision-profile.schema.json)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="130"/>
        <source>keygen --key-type T --label L [--id HEX] [--extractable] [--not-sensitive]
                                   T: %1
                                   (a type the token&apos;s mechanism list lacks is refused)</source>
        <translation>keygen --key-type T --label L [--id HEX] [--extractable] [--not-sensitive]
                                   T: %1
                                   (ein Typ, der in der Mechanismenliste des Tokens fehlt, wird abgelehnt)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="145"/>
        <source>selfsign (as csr) [--days N] [--ca] [--store]
                                   N: %1 to %2 days (the default is %3)</source>
        <translation>selfsign (wie csr) [--days N] [--ca] [--store]
                                   N: %1 bis %2 Tage (Standard ist %3)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="153"/>
        <source>import-cert --file F [--label L] [--id HEX]</source>
        <translation>import-cert --file F [--label L] [--id HEX]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="156"/>
        <source>import-p12 --file F [--p12-password-file F] [--label L] [--id HEX]</source>
        <translation>import-p12 --file F [--p12-password-file F] [--label L] [--id HEX]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="160"/>
        <source>export --label L|--id HEX [--type certificate|public-key] [--out F [--overwrite]] [--der]</source>
        <translation>export --label L|--id HEX [--type certificate|public-key] [--out F [--overwrite]] [--der]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="164"/>
        <source>delete --label L|--id HEX [--type T] [--yes]</source>
        <translation>delete --label L|--id HEX [--type T] [--yes]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="166"/>
        <source>uri --label L|--id HEX [--type T]</source>
        <translation>uri --label L|--id HEX [--type T]</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="169"/>
        <source>snippets --label L|--id HEX [--target T]  how to use the key elsewhere</source>
        <translation>snippets --label L|--id HEX [--target T]  wie der Schlüssel anderswo verwendet wird</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="191"/>
        <source>pool status|fill|take|drain [--count N] [--key-type T] [--yes]
                                   a key pool: key pairs wrapped under a key on the token,
                                   stored outside it, unwrapped for one signature each;
                                   T: rsa2048 rsa3072 p256 p384; take --file DATA --out SIG
                                   signs DATA with the oldest stored key; drain forgets them all</source>
        <translation>pool status|fill|take|drain [--count N] [--key-type T] [--yes]
                                   ein Schlüsselpool: Schlüsselpaare, verpackt unter einem Schlüssel auf dem Token,
                                   außerhalb davon gespeichert, für je eine Signatur entpackt;
                                   T: rsa2048 rsa3072 p256 p384; take --file DATA --out SIG
                                   signiert DATA mit dem ältesten gespeicherten Schlüssel; drain verwirft sie alle</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="208"/>
        <source>usage: keyward-cli token SUBCOMMAND [options] [--json]

Which token:  --token LABEL|PKCS11-URI  --serial S  --slot N  --blank  --module NAME|PATH
Which object: --label L  --id HEX  --type certificate|public-key|private-key  --object PKCS11-URI
PINs:         --pin-file F  --so-pin-file F  --new-pin-file F  (F = &quot;-&quot; reads stdin; left out: asked,
              or the user PIN from KEYWARD_PIN). Never on the command line.
OpenPGP cards: left to scdaemon; --with-openpgp-cards shows them through OpenSC too
              (only while gpg-agent does not use them)
Help:         keyward-cli token help [SUBCOMMAND], or --help / -h after a subcommand
</source>
        <translation>Aufruf: keyward-cli token UNTERBEFEHL [Optionen] [--json]

Welches Token:  --token LABEL|PKCS11-URI  --serial S  --slot N  --blank  --module NAME|PFAD
Welches Objekt: --label L  --id HEX  --type certificate|public-key|private-key  --object PKCS11-URI
PINs:           --pin-file F  --so-pin-file F  --new-pin-file F  (F = &quot;-&quot; liest stdin; weggelassen: wird abgefragt,
                oder die Benutzer-PIN aus KEYWARD_PIN). Nie auf der Kommandozeile.
OpenPGP-Karten: bleiben scdaemon überlassen; --with-openpgp-cards zeigt sie auch über OpenSC an
                (nur solange gpg-agent sie nicht verwendet)
Hilfe:          keyward-cli token help [UNTERBEFEHL], oder --help / -h nach einem Unterbefehl
</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="233"/>
        <source>Give them with --pin-file, --so-pin-file, --new-pin-file or --p12-password-file (FILE, or &quot;-&quot; for standard input), the user PIN in KEYWARD_PIN, or leave them out to be asked.</source>
        <translation>Geben Sie sie mit --pin-file, --so-pin-file, --new-pin-file oder --p12-password-file an (DATEI oder „-“ für die Standardeingabe), die Benutzer-PIN in KEYWARD_PIN, oder lassen Sie sie weg, um danach gefragt zu werden.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenOptions.cpp" line="260"/>
        <source>usage: keyward-cli token %1</source>
        <translation>Aufruf: keyward-cli token %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenSnippetsCommand.cpp" line="68"/>
        <source>Making the key&apos;s snippets</source>
        <translation>Snippets für den Schlüssel werden erstellt</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenSnippetsCommand.cpp" line="69"/>
        <source>no private key with that label or ID on the token (private keys are listed after login: --pin-file or --login)</source>
        <translation>kein privater Schlüssel mit dieser Bezeichnung oder ID auf dem Token (private Schlüssel werden nach der Anmeldung aufgelistet: --pin-file oder --login)</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="29"/>
        <source>token pool: the action is status, fill, take or drain, not &quot;%1&quot;.</source>
        <translation>token pool: Die Aktion ist status, fill, take oder drain, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="34"/>
        <source>token pool: --key-type is rsa2048, rsa3072, p256 or p384, not &quot;%1&quot;.</source>
        <translation>token pool: --key-type ist rsa2048, rsa3072, p256 oder p384, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="39"/>
        <source>token pool take needs --file DATA and --out SIGNATURE.</source>
        <translation>token pool take benötigt --file DATA und --out SIGNATURE.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="51"/>
        <source>token pool fill: %1.</source>
        <translation>token pool fill: %1.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="81"/>
        <source>the data to sign</source>
        <translation>die zu signierenden Daten</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="134"/>
        <source>Signing with a key from the pool</source>
        <translation>Signieren mit einem Schlüssel aus dem Pool</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="137"/>
        <source>The token has no key-encryption key &quot;%1&quot;, so no stored key can be used on it.</source>
        <translation>Das Token hat keinen Schlüsselverschlüsselungsschlüssel „%1“, daher kann kein gespeicherter Schlüssel darauf verwendet werden.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenPoolCommand.cpp" line="155"/>
        <source>The pool holds no %1 key for this token&apos;s key-encryption key; fill it first.</source>
        <translation>Der Pool enthält keinen %1-Schlüssel für den Schlüsselverschlüsselungsschlüssel dieses Tokens; füllen Sie ihn zuerst.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="25"/>
        <source>token init-sc-hsm needs --reader R (the PC/SC reader that holds the SmartCard-HSM).</source>
        <translation>token init-sc-hsm benötigt --reader R (den PC/SC-Kartenleser, in dem das SmartCard-HSM steckt).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="43"/>
        <source>token init-sc-hsm: --dkek-shares takes a number from 1 to 127.</source>
        <translation>token init-sc-hsm: --dkek-shares erwartet eine Zahl von 1 bis 127.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="46"/>
        <source>token init-sc-hsm: --retries takes a number from 1 to 10.</source>
        <translation>token init-sc-hsm: --retries erwartet eine Zahl von 1 bis 10.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="49"/>
        <source>Current SO PIN (16 hexadecimal digits; the factory SO PIN is %1): </source>
        <translation>Aktuelle SO-PIN (16 Hexadezimalziffern; die Werks-SO-PIN ist %1): </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="54"/>
        <source>New user PIN (6 to 16 characters): </source>
        <translation>Neue Benutzer-PIN (6 bis 16 Zeichen): </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="66"/>
        <source>Initialising the SmartCard-HSM in &quot;%1&quot; deletes every key, certificate and data object on it; it gets a new user PIN and no DKEK (keys cannot be exported wrapped).</source>
        <translation>Das Initialisieren des SmartCard-HSM in „%1“ löscht alle Schlüssel, Zertifikate und Datenobjekte darauf; es erhält eine neue Benutzer-PIN und keinen DKEK (Schlüssel können nicht verpackt exportiert werden).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="70"/>
        <source>Initialising the SmartCard-HSM in &quot;%1&quot; deletes every key, certificate and data object on it; it gets a new user PIN and waits for %n DKEK shares to be imported before keys can be made.</source>
        <translation>
            <numerusform>Das Initialisieren des SmartCard-HSM in „%1“ löscht alle Schlüssel, Zertifikate und Datenobjekte darauf; es erhält eine neue Benutzer-PIN und wartet auf den Import von %n DKEK-Anteil, bevor Schlüssel erzeugt werden können.</numerusform>
            <numerusform>Das Initialisieren des SmartCard-HSM in „%1“ löscht alle Schlüssel, Zertifikate und Datenobjekte darauf; es erhält eine neue Benutzer-PIN und wartet auf den Import von %n DKEK-Anteilen, bevor Schlüssel erzeugt werden können.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenScHsmCommand.cpp" line="77"/>
        <source>Initialising the SmartCard-HSM</source>
        <translation>SmartCard-HSM wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="58"/>
        <source>--password-fd takes a file descriptor number</source>
        <translation>--password-fd erwartet die Nummer eines Dateideskriptors</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="67"/>
        <source>there is no terminal to ask for the password on; give it with --password-fd N</source>
        <translation>es gibt kein Terminal, um nach dem Passwort zu fragen; geben Sie es mit --password-fd N an</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="72"/>
        <source>Password for the new DKEK share (at least 6 characters): </source>
        <translation>Passwort für den neuen DKEK-Anteil (mindestens 6 Zeichen): </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="73"/>
        <source>Password of the DKEK share: </source>
        <translation>Passwort des DKEK-Anteils: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="76"/>
        <source>The password again: </source>
        <translation>Das Passwort noch einmal: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="118"/>
        <source>token dkek takes create-share, status, import-share, wrap or unwrap, not &quot;%1&quot;.</source>
        <translation>token dkek erwartet create-share, status, import-share, wrap oder unwrap, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="123"/>
        <source>token dkek %1 needs a FILE.</source>
        <translation>token dkek %1 benötigt eine Datei (FILE).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="124"/>
        <source>token dkek %1 takes no FILE.</source>
        <translation>token dkek %1 erwartet keine Datei (FILE).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="127"/>
        <source>token dkek %1 needs --reader R (the PC/SC reader that holds the SmartCard-HSM).</source>
        <translation>token dkek %1 benötigt --reader R (den PC/SC-Leser, in dem das SmartCard-HSM steckt).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="137"/>
        <source>token dkek %1 needs --key-ref N, a key reference from 1 to 255.</source>
        <translation>token dkek %1 benötigt --key-ref N, eine Schlüsselreferenz von 1 bis 255.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="143"/>
        <source>token dkek: --expect-kcv takes 16 hexadecimal digits.</source>
        <translation>token dkek: --expect-kcv erwartet 16 Hexadezimalziffern.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="147"/>
        <source>token dkek %1 takes no password shares; they belong to create-share and import-share.</source>
        <translation>token dkek %1 erwartet keine Passwortanteile; sie gehören zu create-share und import-share.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="220"/>
        <source>Decrypting the share (this takes a few seconds)...</source>
        <translation>Der Anteil wird entschlüsselt (das dauert einige Sekunden)...</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="225"/>
        <source>The password shares do not open the DKEK share: too few of them were given for this split, one is mistyped, or they belong to another share file. Nothing was sent to the device.</source>
        <translation>Die Passwortanteile öffnen den DKEK-Anteil nicht: Für diese Aufteilung wurden zu wenige angegeben, einer ist falsch eingegeben, oder sie gehören zu einer anderen Anteilsdatei. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="236"/>
        <source>Importing the DKEK share</source>
        <translation>DKEK-Anteil wird importiert</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekCommand.cpp" line="255"/>
        <source>token dkek wrap needs --out FILE.</source>
        <translation>token dkek wrap benötigt --out FILE.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="48"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="59"/>
        <source>%1 is longer than %2 bytes; a password share is three short lines</source>
        <translation>%1 ist länger als %2 Bytes; ein Passwortanteil besteht aus drei kurzen Zeilen</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="87"/>
        <source>token dkek create-share: a split password takes --threshold T and --shares N, with N from %1 to %2 and T from %3 to N (as sc-hsm-tool asks).</source>
        <translation>token dkek create-share: Ein aufgeteiltes Passwort erwartet --threshold T und --shares N, mit N von %1 bis %2 und T von %3 bis N (wie sc-hsm-tool es verlangt).</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="96"/>
        <source>token dkek create-share: a split password is random; it takes no --password-fd, and its shares go to files (--password-share-file).</source>
        <translation>token dkek create-share: Ein aufgeteiltes Passwort ist zufällig; es erwartet kein --password-fd, und seine Anteile werden in Dateien geschrieben (--password-share-file).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="101"/>
        <source>token dkek create-share --shares %n needs %n different --password-share-file F, one file for each key custodian&apos;s share, none of them the share file.</source>
        <translation>
            <numerusform>token dkek create-share --shares %n benötigt %n --password-share-file F, eine Datei für den Anteil des Schlüsselverwahrers; sie darf nicht die Anteilsdatei sein.</numerusform>
            <numerusform>token dkek create-share --shares %n benötigt %n verschiedene --password-share-file F, je eine Datei für den Anteil jedes Schlüsselverwahrers; keine davon darf die Anteilsdatei sein.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="131"/>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="209"/>
        <source>Reading the password shares</source>
        <translation>Passwortanteile werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="142"/>
        <source>token dkek import-share: the password comes either from --password-fd, or from password shares in files and descriptors (--password-share-file F, --password-share-fd N, each once for every share), or from --shares T shares typed on the terminal; --threshold belongs to create-share.</source>
        <translation>token dkek import-share: Das Passwort kommt entweder aus --password-fd, aus Passwortanteilen in Dateien und Deskriptoren (--password-share-file F, --password-share-fd N, je einmal für jeden Anteil) oder aus --shares T am Terminal eingegebenen Anteilen; --threshold gehört zu create-share.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="150"/>
        <source>the password share</source>
        <translation>der Passwortanteil</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="167"/>
        <source>--password-share-fd takes a file descriptor number, not &quot;%1&quot;.</source>
        <translation>--password-share-fd erwartet die Nummer eines Dateideskriptors, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="170"/>
        <source>File descriptor %1</source>
        <translation>Dateideskriptor %1</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="188"/>
        <source>token dkek import-share --shares T: T is the number of password shares to type, from %1 to %2.</source>
        <translation>token dkek import-share --shares T: T ist die Anzahl der einzugebenden Passwortanteile, von %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="212"/>
        <source>there is no terminal to type the password shares on; give them with --password-share-file F or --password-share-fd N</source>
        <translation>es gibt kein Terminal, an dem die Passwortanteile eingegeben werden können; geben Sie sie mit --password-share-file F oder --password-share-fd N an</translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="226"/>
        <source>Prime of the password shares (any custodian&apos;s; it is not secret): </source>
        <translation>Primzahl der Passwortanteile (von einem beliebigen Verwahrer; sie ist nicht geheim): </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="232"/>
        <source>Share ID of password share %1 of %2: </source>
        <translation>Anteils-ID von Passwortanteil %1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="236"/>
        <source>Share value of password share %1 of %2: </source>
        <translation>Anteilswert von Passwortanteil %1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/cli/TokenDkekPasswordShares.cpp" line="246"/>
        <source>Password share %1 as typed</source>
        <translation>Eingegebener Passwortanteil %1</translation>
    </message>
</context>
<context>
    <name>TokenCommands</name>
    <message numerus="yes">
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="103"/>
        <source>Tokens the profile acts on (%n): %1.</source>
        <translation>
            <numerusform>Token, auf das das Profil wirkt (%n): %1.</numerusform>
            <numerusform>Token, auf die das Profil wirkt (%n): %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/TokenProvisionCommand.cpp" line="176"/>
        <source>Tokens provisioned: %n.</source>
        <translation>
            <numerusform>Eingerichtetes Token: %n.</numerusform>
            <numerusform>Eingerichtete Token: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokenPage</name>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="23"/>
        <source>PIN warning</source>
        <translation>PIN-Warnung</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="29"/>
        <source>Blank token</source>
        <translation>Leeres Token</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="36"/>
        <source>This token is blank. Initialise it to give it a label, a security officer PIN and a user PIN; then it can hold keys and certificates.</source>
        <translation>Dieses Token ist leer. Initialisieren Sie es, um ihm eine Bezeichnung, eine SO-PIN und eine Benutzer-PIN zu geben; danach kann es Schlüssel und Zertifikate aufnehmen.</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="42"/>
        <source>Initialise…</source>
        <translation>Initialisieren…</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="50"/>
        <source>&amp;Token</source>
        <translation>&amp;Token</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="51"/>
        <source>&amp;Keys</source>
        <translation>&amp;Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="52"/>
        <source>O&amp;bject</source>
        <translation>O&amp;bjekt</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="54"/>
        <source>Login state</source>
        <translation>Anmeldestatus</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="59"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="59"/>
        <source>Stop after the step in progress (Esc)</source>
        <translation>Nach dem laufenden Schritt anhalten (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="72"/>
        <source>&amp;Overview</source>
        <translation>&amp;Übersicht</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="76"/>
        <source>Token information</source>
        <translation>Token-Informationen</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="84"/>
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="85"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="91"/>
        <source>&amp;Mechanisms</source>
        <translation>&amp;Mechanismen</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="95"/>
        <source>Mechanisms</source>
        <translation>Mechanismen</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="107"/>
        <source>Ob&amp;jects</source>
        <translation>Ob&amp;jekte</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="119"/>
        <source>Objects</source>
        <translation>Objekte</translation>
    </message>
    <message>
        <location filename="../ui/token/TokenPage.ui" line="130"/>
        <source>Object details</source>
        <translation>Objektdetails</translation>
    </message>
</context>
<context>
    <name>keyward::AlgorithmNames</name>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="48"/>
        <source>Curve25519 (encryption)</source>
        <translation>Curve25519 (Verschlüsselung)</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="55"/>
        <source>Curve448 (encryption)</source>
        <translation>Curve448 (Verschlüsselung)</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="98"/>
        <source>%1 (recommended)</source>
        <extracomment>An algorithm in a list to choose from: &quot;Ed25519 (recommended)&quot;.</extracomment>
        <translation>%1 (empfohlen)</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="137"/>
        <source>%1 iteration</source>
        <extracomment>%1 is the number with the locale&apos;s group separators (&quot;33,554,432&quot;).</extracomment>
        <translation>%1 Iteration</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="137"/>
        <source>%1 iterations</source>
        <translation>%1 Iterationen</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="140"/>
        <source>%1 signature</source>
        <extracomment>%1 is the number with the locale&apos;s group separators (&quot;1,204&quot;).</extracomment>
        <translation>%1 Signatur</translation>
    </message>
    <message>
        <location filename="../src/core/AlgorithmNames.cpp" line="140"/>
        <source>%1 signatures</source>
        <translation>%1 Signaturen</translation>
    </message>
</context>
<context>
    <name>keyward::DeviceListModel</name>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="23"/>
        <source>Smart-card readers</source>
        <translation>Chipkartenleser</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="25"/>
        <source>OpenPGP cards</source>
        <translation>OpenPGP-Karten</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="27"/>
        <source>PKCS#11 tokens</source>
        <translation>PKCS#11-Token</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="36"/>
        <source>Smart-card readers: none found. Plug in a reader.</source>
        <translation>Kartenleser: keine gefunden. Schließen Sie einen Leser an.</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="39"/>
        <source>OpenPGP cards: none. Insert a card.</source>
        <translation>OpenPGP-Karten: keine. Stecken Sie eine Karte ein.</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="42"/>
        <source>PKCS#11 tokens: none. Insert a token or add a module.</source>
        <translation>PKCS#11-Token: keine. Stecken Sie ein Token ein oder fügen Sie ein Modul hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="176"/>
        <source>%1 (cannot be used)</source>
        <translation>%1 (nicht verwendbar)</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="180"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/core/DeviceListModel.cpp" line="190"/>
        <source>%1, serial %2</source>
        <translation>%1, Seriennummer %2</translation>
    </message>
</context>
<context>
    <name>keyward::Error</name>
    <message>
        <location filename="../src/core/Error.cpp" line="41"/>
        <source>no error</source>
        <translation>kein Fehler</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="43"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="45"/>
        <source>wrong PIN</source>
        <translation>falsche PIN</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="47"/>
        <source>PIN blocked</source>
        <translation>PIN gesperrt</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="49"/>
        <source>card or token removed</source>
        <translation>Karte oder Token entfernt</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="51"/>
        <source>no card or token present</source>
        <translation>keine Karte und kein Token vorhanden</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="53"/>
        <source>gpg-agent is not running or not reachable</source>
        <translation>gpg-agent läuft nicht oder ist nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="56"/>
        <source>the smart-card service (pcscd) is not running</source>
        <translation>der Chipkartendienst (pcscd) läuft nicht</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="59"/>
        <source>not supported by this device</source>
        <translation>von diesem Gerät nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="61"/>
        <source>invalid input</source>
        <translation>ungültige Eingabe</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="63"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="65"/>
        <source>access denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="67"/>
        <source>device busy</source>
        <translation>Gerät belegt</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="69"/>
        <source>input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="71"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="73"/>
        <source>internal error</source>
        <translation>interner Fehler</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="145"/>
        <source>wrong PIN — 1 try left</source>
        <translation>falsche PIN — noch 1 Versuch</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="146"/>
        <source>wrong PIN — %1 tries left</source>
        <translation>falsche PIN — noch %1 Versuche</translation>
    </message>
    <message>
        <location filename="../src/core/Error.cpp" line="162"/>
        <source>The operation “%1” did not succeed: %2.</source>
        <translation>Der Vorgang „%1“ war nicht erfolgreich: %2.</translation>
    </message>
</context>
<context>
    <name>keyward::LockFile</name>
    <message>
        <location filename="../src/core/LockFile.cpp" line="48"/>
        <source>%1 is not a folder of this user&apos;s alone (mode 0700)</source>
        <translation>%1 ist kein Ordner, der allein diesem Benutzer gehört (Modus 0700)</translation>
    </message>
    <message>
        <location filename="../src/core/LockFile.cpp" line="137"/>
        <source>the lock file %1 is not a file of this user</source>
        <translation>die Sperrdatei %1 ist keine Datei dieses Benutzers</translation>
    </message>
</context>
<context>
    <name>keyward::SafeFile</name>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="45"/>
        <location filename="../src/core/SafeFile.cpp" line="56"/>
        <source>Reading %1</source>
        <translation>%1 wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="57"/>
        <location filename="../src/core/SafeFile.cpp" line="98"/>
        <source>%1 (%2) is larger than %3 bytes; Keyward does not read it</source>
        <translation>%1 (%2) ist größer als %3 Byte und wird von Keyward nicht gelesen</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="77"/>
        <location filename="../src/core/SafeFile.cpp" line="85"/>
        <location filename="../src/core/SafeFile.cpp" line="90"/>
        <location filename="../src/core/SafeFile.cpp" line="97"/>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="91"/>
        <source>%1 (%2) is not a regular file; Keyward reads only regular files here</source>
        <translation>%1 (%2) ist keine reguläre Datei; Keyward liest hier nur reguläre Dateien</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="119"/>
        <location filename="../src/core/SafeFile.cpp" line="122"/>
        <location filename="../src/core/SafeFile.cpp" line="128"/>
        <source>Creating %1</source>
        <translation>%1 wird angelegt</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="120"/>
        <source>%1 already exists; Keyward never replaces it silently</source>
        <translation>%1 existiert bereits und wird von Keyward nie stillschweigend ersetzt</translation>
    </message>
    <message>
        <location filename="../src/core/SafeFile.cpp" line="151"/>
        <location filename="../src/core/SafeFile.cpp" line="158"/>
        <source>Writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
</context>
<context>
    <name>keyward::app::BenchBundle</name>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="36"/>
        <source>write the bundle</source>
        <translation>Bündel schreiben</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="116"/>
        <source>The folder %1 could not be made, so no bundle was written.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden, daher wurde kein Bündel geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="155"/>
        <source>A Keyward benchmark bundle, made on %1.</source>
        <translation>Ein Keyward-Benchmark-Bündel, erstellt am %1.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="158"/>
        <source>report.html       the report: charts, statistics, devices, settings</source>
        <translation>report.html       der Bericht: Diagramme, Statistik, Geräte, Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="159"/>
        <source>runs.csv          one row per run with its figures (times in ms)</source>
        <translation>runs.csv          eine Zeile pro Lauf mit seinen Werten (Zeiten in ms)</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="160"/>
        <source>runs.json         every run with its samples, importable with keyward-cli bench import</source>
        <translation>runs.json         jeder Lauf mit seinen Messwerten, importierbar mit keyward-cli bench import</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="162"/>
        <source>environment.json  this machine, the software versions and each device, virtual or not</source>
        <translation>environment.json  dieser Rechner, die Softwareversionen und jedes Gerät, virtuell oder nicht</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="164"/>
        <source>skipped.json      the cases asked for and not measured, with why</source>
        <translation>skipped.json      die verlangten, aber nicht gemessenen Fälle, mit Grund</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="165"/>
        <source>(no skipped.json: no skipped cases were recorded with these runs)</source>
        <translation>(keine skipped.json: mit diesen Läufen wurden keine übersprungenen Fälle aufgezeichnet)</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="166"/>
        <source>reproduce.sh      the keyward-cli command that measures each run again</source>
        <translation>reproduce.sh      der keyward-cli-Befehl, der jeden Lauf erneut misst</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="167"/>
        <source>README.txt        this list</source>
        <translation>README.txt        diese Liste</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="169"/>
        <source>Charts (each as SVG and PNG in charts/):</source>
        <translation>Diagramme (jedes als SVG und PNG in charts/):</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="173"/>
        <source>Files:</source>
        <translation>Dateien:</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="177"/>
        <source>  README.txt</source>
        <translation>  README.txt</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="263"/>
        <source>%1 is a file, not a folder; a bundle goes into a new or empty folder, so nothing was written.</source>
        <translation>%1 ist eine Datei, kein Ordner; ein Bündel kommt in einen neuen oder leeren Ordner, daher wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchBundle.cpp" line="269"/>
        <source>The folder %1 is not empty; a bundle goes into a new or empty folder, so nothing was written.</source>
        <translation>Der Ordner %1 ist nicht leer; ein Bündel kommt in einen neuen oder leeren Ordner, daher wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>keyward::app::BenchPlanning</name>
    <message>
        <location filename="../src/app/BenchPlanning.cpp" line="25"/>
        <source>CPU baseline (OpenSSL)</source>
        <translation>CPU-Referenz (OpenSSL)</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanning.cpp" line="37"/>
        <source>card key</source>
        <translation>Kartenschlüssel</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanning.cpp" line="62"/>
        <source>no CPU baseline for this combination</source>
        <translation>keine CPU-Referenz für diese Kombination</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanning.cpp" line="80"/>
        <source>not supported on the PKCS#11 path</source>
        <translation>auf dem PKCS#11-Pfad nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanning.cpp" line="107"/>
        <source>key generation would replace the card&apos;s key</source>
        <translation>die Schlüsselerzeugung würde den Schlüssel der Karte ersetzen</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanner.cpp" line="87"/>
        <source>gpg-agent uses another card (%1); insert only the card to measure</source>
        <translation>gpg-agent verwendet eine andere Karte (%1); stecken Sie nur die zu messende Karte ein</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanner.cpp" line="90"/>
        <source>gpg-agent reported no card</source>
        <translation>gpg-agent hat keine Karte gemeldet</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanner.cpp" line="122"/>
        <source>the first reader holds another card (%1); insert only the card to measure</source>
        <translation>im ersten Kartenleser steckt eine andere Karte (%1); stecken Sie nur die zu messende Karte ein</translation>
    </message>
    <message>
        <location filename="../src/app/BenchPlanner.cpp" line="125"/>
        <source>no card found over PC/SC</source>
        <translation>keine Karte über PC/SC gefunden</translation>
    </message>
</context>
<context>
    <name>keyward::app::BenchReproduce</name>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="101"/>
        <source>The token&apos;s label was not recorded with this run, so the command is left out; give --token LABEL to measure it again.</source>
        <translation>Die Bezeichnung des Tokens wurde mit diesem Lauf nicht aufgezeichnet, daher fehlt der Befehl; geben Sie --token BEZEICHNUNG an, um ihn erneut zu messen.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="119"/>
        <source>The run&apos;s path &quot;%1&quot; is not one keyward-cli measures, so the command is left out.</source>
        <translation>Der Messweg „%1“ des Laufs ist keiner, den keyward-cli misst, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="137"/>
        <source>The run used an existing key whose label was not recorded; without --key LABEL the command uses a generated key.</source>
        <translation>Der Lauf verwendete einen vorhandenen Schlüssel, dessen Bezeichnung nicht aufgezeichnet wurde; ohne --key BEZEICHNUNG verwendet der Befehl einen erzeugten Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="152"/>
        <source>The card&apos;s reader was not recorded with this run; the command uses the first reader with a card.</source>
        <translation>Der Kartenleser wurde mit diesem Lauf nicht aufgezeichnet; der Befehl verwendet den ersten Leser mit einer Karte.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="161"/>
        <source>A simulated run is not measured on a device, so the command is left out.</source>
        <translation>Ein simulierter Lauf wird nicht auf einem Gerät gemessen, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="167"/>
        <source>The operation &quot;%1&quot; is not one keyward-cli measures, so the command is left out.</source>
        <translation>Die Operation „%1“ ist keine, die keyward-cli misst, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="180"/>
        <source>The load profile&apos;s steps are not of a length keyward-cli gives every step, so the command is left out.</source>
        <translation>Die Stufen des Lastprofils sind nicht gleich lang, wie keyward-cli sie anlegt, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="225"/>
        <source>The TLS version was not recorded; the command uses keyward-cli&apos;s.</source>
        <translation>Die TLS-Version wurde nicht aufgezeichnet; der Befehl verwendet die von keyward-cli.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="231"/>
        <source>The key exchange was not recorded; the command uses keyward-cli&apos;s.</source>
        <translation>Der Schlüsselaustausch wurde nicht aufgezeichnet; der Befehl verwendet den von keyward-cli.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="253"/>
        <source>The experiment&apos;s arrival rates were not stored with this run, so the command is left out.</source>
        <translation>Die Ankunftsraten des Experiments wurden mit diesem Lauf nicht gespeichert, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="264"/>
        <source>The experiment&apos;s steps are not all of one length, as keyward-cli makes them, so the command is left out.</source>
        <translation>Die Stufen des Experiments sind nicht alle gleich lang, wie keyward-cli sie anlegt, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="322"/>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="324"/>
        <source>A published figure (%1): measured elsewhere, so there is no command.</source>
        <translation>Ein veröffentlichter Wert (%1): anderswo gemessen, daher gibt es keinen Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="331"/>
        <source>Imported from %1: this command measures the same case on this machine.</source>
        <translation>Importiert aus %1: Dieser Befehl misst denselben Fall auf diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="342"/>
        <source>The TLS load profile&apos;s protocol and key exchange were not recorded with this run, so the command is left out.</source>
        <translation>Protokoll und Schlüsselaustausch des TLS-Lastprofils wurden mit diesem Lauf nicht aufgezeichnet, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="345"/>
        <source>The load profile of this run was not found in the store, so the command is left out.</source>
        <translation>Das Lastprofil dieses Laufs wurde im Speicher nicht gefunden, daher fehlt der Befehl.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="364"/>
        <source>The keyward-cli commands that measure each run of this bundle again, with the settings the run recorded.</source>
        <translation>Die keyward-cli-Befehle, die jeden Lauf dieses Bündels mit den aufgezeichneten Einstellungen erneut messen.</translation>
    </message>
    <message>
        <location filename="../src/app/BenchReproduce.cpp" line="366"/>
        <source>The user PIN comes from KEYWARD_PIN or from --pin-file FILE given to this script; arguments given to it go to every command (for example --store FILE).</source>
        <translation>Die Benutzer-PIN kommt aus KEYWARD_PIN oder aus --pin-file DATEI, die diesem Skript übergeben wird; ihm übergebene Argumente gehen an jeden Befehl (zum Beispiel --store DATEI).</translation>
    </message>
</context>
<context>
    <name>keyward::app::CardHolder</name>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="75"/>
        <source>%1, process %2</source>
        <translation>%1, Prozess %2</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="173"/>
        <source>scdaemon, GnuPG&apos;s smart-card daemon (process %1)</source>
        <translation>scdaemon, der Smartcard-Daemon von GnuPG (Prozess %1)</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="176"/>
        <source>scdaemon, GnuPG&apos;s smart-card daemon</source>
        <translation>scdaemon, der Smartcard-Daemon von GnuPG</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="178"/>
        <source>The card in &quot;%1&quot; is in use by %2; let it finish, or end it with &quot;gpgconf --kill scdaemon&quot;, and try again.</source>
        <translation>Die Karte in „%1“ wird von %2 verwendet; lassen Sie den Vorgang abschließen oder beenden Sie ihn mit „gpgconf --kill scdaemon“, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="185"/>
        <source>The card in &quot;%1&quot; is in use by another program; close it and try again.</source>
        <translation>Die Karte in „%1“ wird von einem anderen Programm verwendet; schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="191"/>
        <source>The card in &quot;%1&quot; is in use by another program (%2); close it and try again.</source>
        <translation>Die Karte in „%1“ wird von einem anderen Programm (%2) verwendet; schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/CardHolder.cpp" line="196"/>
        <source>The card in &quot;%1&quot; is in use by one of these programs: %2. Close the one that holds it and try again.</source>
        <translation>Die Karte in „%1“ wird von einem dieser Programme verwendet: %2. Schließen Sie dasjenige, das sie belegt, und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>keyward::app::DeviceDirectory</name>
    <message>
        <location filename="../src/app/DeviceDirectory.cpp" line="219"/>
        <source>an OpenPGP card</source>
        <translation>eine OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/app/DeviceDirectory.cpp" line="227"/>
        <source>%1, read through scdaemon (its ATR is not in Keyward&apos;s list)</source>
        <translation>%1, über scdaemon gelesen (ihr ATR steht nicht in Keywards Liste)</translation>
    </message>
    <message>
        <location filename="../src/app/DeviceDirectory.cpp" line="300"/>
        <source>Reader</source>
        <translation>Kartenleser</translation>
    </message>
</context>
<context>
    <name>keyward::app::DkekShare</name>
    <message>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="84"/>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="114"/>
        <source>Creating the DKEK share</source>
        <translation>DKEK-Anteil wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="127"/>
        <source>Reading the DKEK share</source>
        <translation>DKEK-Anteil wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="130"/>
        <source>the file is not a DKEK share as sc-hsm-tool writes it (64 bytes starting with &quot;Salted__&quot;), or it is truncated</source>
        <translation>die Datei ist kein DKEK-Anteil, wie sc-hsm-tool ihn schreibt (64 Bytes, beginnend mit „Salted__“), oder sie ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="148"/>
        <source>The password does not open the DKEK share (or the file is damaged); nothing was sent to the device.</source>
        <translation>Das Passwort öffnet den DKEK-Anteil nicht (oder die Datei ist beschädigt); es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekShare.cpp" line="169"/>
        <source>the DKEK share file</source>
        <translation>die Datei mit dem DKEK-Anteil</translation>
    </message>
</context>
<context>
    <name>keyward::app::Doctor</name>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="58"/>
        <source>GnuPG&apos;s gpgconf was not found, so GnuPG is not installed or not on the PATH.</source>
        <translation>GnuPGs gpgconf wurde nicht gefunden; GnuPG ist also nicht installiert oder nicht im PATH.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="60"/>
        <source>Install GnuPG with its smart-card daemon (on Debian: apt install gnupg scdaemon).</source>
        <translation>Installieren Sie GnuPG mit seinem Smartcard-Dienst (unter Debian: apt install gnupg scdaemon).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="67"/>
        <source>GnuPG %1 is older than 2.2, the oldest version Keyward and current cards work with.</source>
        <translation>GnuPG %1 ist älter als 2.2, die älteste Version, mit der Keyward und aktuelle Karten arbeiten.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="70"/>
        <source>Install GnuPG 2.2 or later.</source>
        <translation>Installieren Sie GnuPG 2.2 oder neuer.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="76"/>
        <source>gpg-agent&apos;s socket %1 exists, but gpg-agent does not answer (%2).</source>
        <translation>Der Socket %1 von gpg-agent existiert, aber gpg-agent antwortet nicht (%2).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="79"/>
        <source>End it with &quot;gpgconf --kill gpg-agent&quot;; gpg starts a new one when it needs it.</source>
        <translation>Beenden Sie ihn mit „gpgconf --kill gpg-agent“; gpg startet bei Bedarf einen neuen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="84"/>
        <source>gpg-agent is not running, and common.conf has no-autostart, so gpg does not start it when it needs a card or a secret key.</source>
        <translation>gpg-agent läuft nicht, und common.conf enthält no-autostart, daher startet gpg ihn nicht, wenn es eine Karte oder einen geheimen Schlüssel braucht.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="87"/>
        <source>Start it with &quot;gpgconf --launch gpg-agent&quot; (or in your session&apos;s start-up), then run doctor again.</source>
        <translation>Starten Sie ihn mit „gpgconf --launch gpg-agent“ (oder beim Start Ihrer Sitzung) und rufen Sie doctor dann erneut auf.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="92"/>
        <source>gpg-agent is not running, so the keyring and the cards were not checked.</source>
        <translation>gpg-agent läuft nicht, daher wurden Schlüsselbund und Karten nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="94"/>
        <source>Nothing needs fixing: gpg starts it when needed; run &quot;gpgconf --launch gpg-agent&quot; and doctor again to check the keys and cards too.</source>
        <translation>Nichts ist zu beheben: gpg startet ihn bei Bedarf; führen Sie „gpgconf --launch gpg-agent“ und doctor erneut aus, um auch Schlüssel und Karten zu prüfen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="103"/>
        <source>The running gpg-agent is version %1, but the installed GnuPG is %2 (an agent started before an update).</source>
        <translation>Der laufende gpg-agent hat Version %1, das installierte GnuPG aber %2 (ein vor einem Update gestarteter Agent).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="106"/>
        <source>Restart it with &quot;gpgconf --kill all&quot; when no card operation is running.</source>
        <translation>Starten Sie ihn mit „gpgconf --kill all“ neu, wenn keine Kartenoperation läuft.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="119"/>
        <source>pcscd, the PC/SC daemon, cannot be reached (%1).</source>
        <translation>pcscd, der PC/SC-Dienst, ist nicht erreichbar (%1).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="120"/>
        <source>Install and start it (on Debian: apt install pcscd; systemctl start pcscd.socket): scdaemon.conf has disable-ccid, so scdaemon reaches readers only through pcscd.</source>
        <translation>Installieren und starten Sie ihn (unter Debian: apt install pcscd; systemctl start pcscd.socket): scdaemon.conf enthält disable-ccid, daher erreicht scdaemon Kartenleser nur über pcscd.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="123"/>
        <source>Install and start it (on Debian: apt install pcscd; systemctl start pcscd.socket) if your reader or token needs it; scdaemon uses its own CCID driver without it.</source>
        <translation>Installieren und starten Sie ihn (unter Debian: apt install pcscd; systemctl start pcscd.socket), wenn Ihr Kartenleser oder Token ihn braucht; ohne ihn verwendet scdaemon seinen eigenen CCID-Treiber.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="129"/>
        <source>pcscd runs but lists no reader.</source>
        <translation>pcscd läuft, listet aber keinen Kartenleser.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="130"/>
        <source>Plug the reader or token in; if it is plugged in, check that its driver (on Debian: libccid) is installed and that no other program has claimed it.</source>
        <translation>Stecken Sie den Kartenleser oder das Token ein; ist es eingesteckt, prüfen Sie, ob sein Treiber (unter Debian: libccid) installiert ist und kein anderes Programm es belegt.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="147"/>
        <source>The system-wide file %1 sets these options for you: %2.</source>
        <translation>Die systemweite Datei %1 setzt für Sie diese Optionen: %2.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="149"/>
        <source>Nothing needs fixing; what doctor says of %1 takes them into account.</source>
        <translation>Nichts zu beheben; was doctor über %1 sagt, berücksichtigt sie.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="160"/>
        <source>GnuPG skips these options of your %1, because the system-wide file %2 forces or ignores them: %3.</source>
        <translation>GnuPG übergeht diese Optionen Ihrer %1, weil die systemweite Datei %2 sie erzwingt oder ignoriert: %3.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="163"/>
        <source>Change them in %1 (as root), or ask whoever looks after this computer.</source>
        <translation>Ändern Sie sie in %1 (als root) oder fragen Sie, wer diesen Computer betreut.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="173"/>
        <source>The system-wide file %1 has conditions Keyward does not evaluate (%2), so its options may apply differently than doctor assumes.</source>
        <translation>Die systemweite Datei %1 enthält Bedingungen, die Keyward nicht auswertet (%2), daher gelten ihre Optionen vielleicht anders, als doctor annimmt.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="177"/>
        <source>See what %1 uses with &quot;gpgconf --list-options %1&quot;.</source>
        <translation>Was %1 verwendet, zeigt „gpgconf --list-options %1“.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="194"/>
        <source>Keyward (process %1) has switched scdaemon to one reader for an operation in progress and puts %2 back when it ends.</source>
        <translation>Keyward (Prozess %1) hat scdaemon für einen laufenden Vorgang auf einen Kartenleser umgestellt und stellt %2 wieder her, wenn er endet.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="198"/>
        <source>Nothing needs fixing; run doctor again after that operation.</source>
        <translation>Nichts zu beheben; rufen Sie doctor nach diesem Vorgang erneut auf.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="203"/>
        <source>A Keyward process ended while it had switched scdaemon to one reader, so %1 is not the file you wrote (Keyward kept yours in %2).</source>
        <translation>Ein Keyward-Prozess endete, während er scdaemon auf einen Kartenleser umgestellt hatte, daher ist %1 nicht die Datei, die Sie geschrieben haben (Keyward hat Ihre in %2 aufbewahrt).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="206"/>
        <source>Run &quot;keyward-cli card status&quot;: Keyward puts your file back before its first card command.</source>
        <translation>Rufen Sie „keyward-cli card status“ auf: Keyward stellt Ihre Datei vor seinem ersten Kartenbefehl wieder her.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="222"/>
        <source>Your %1 has disable-ccid, but the system-wide file %2 makes GnuPG skip it, so scdaemon&apos;s own CCID driver and pcscd both try to claim USB readers and a card can vanish for one of them.</source>
        <translation>Ihre %1 enthält disable-ccid, doch die systemweite Datei %2 lässt GnuPG es übergehen, daher versuchen scdaemons eigener CCID-Treiber und pcscd beide, USB-Kartenleser zu belegen, und eine Karte kann für einen von beiden verschwinden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="228"/>
        <source>%1 lacks disable-ccid, so scdaemon&apos;s own CCID driver and pcscd both try to claim USB readers and a card can vanish for one of them.</source>
        <translation>%1 fehlt disable-ccid, daher versuchen sowohl scdaemons eigener CCID-Treiber als auch pcscd, USB-Kartenleser zu belegen, und eine Karte kann für einen von beiden verschwinden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="233"/>
        <source>There is no %1, so scdaemon&apos;s own CCID driver and pcscd both try to claim USB readers and a card can vanish for one of them.</source>
        <translation>Es gibt keine %1, daher versuchen sowohl scdaemons eigener CCID-Treiber als auch pcscd, USB-Kartenleser zu belegen, und eine Karte kann für einen von beiden verschwinden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="239"/>
        <source>Add the line &quot;disable-ccid&quot; to %1 and restart scdaemon with &quot;gpgconf --kill scdaemon&quot;.</source>
        <translation>Fügen Sie die Zeile „disable-ccid“ zu %1 hinzu und starten Sie scdaemon mit „gpgconf --kill scdaemon“ neu.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="247"/>
        <source>scdaemon.conf&apos;s pcsc-driver names %1, which does not exist, so scdaemon cannot reach pcscd.</source>
        <translation>pcsc-driver in scdaemon.conf nennt %1, das es nicht gibt, daher kann scdaemon pcscd nicht erreichen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="250"/>
        <source>Remove the pcsc-driver line from %1, or point it at libpcsclite.so.1, then run &quot;gpgconf --kill scdaemon&quot;.</source>
        <translation>Entfernen Sie die Zeile pcsc-driver aus %1 oder lassen Sie sie auf libpcsclite.so.1 zeigen, und führen Sie dann „gpgconf --kill scdaemon“ aus.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="264"/>
        <source>scdaemon uses only the reader %1 (reader-port in scdaemon.conf), and pcscd lists no such reader.</source>
        <translation>scdaemon verwendet nur den Kartenleser %1 (reader-port in scdaemon.conf), und pcscd listet keinen solchen Leser.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="267"/>
        <source>Plug that reader in, or remove the reader-port line from %1 and run &quot;gpgconf --kill scdaemon&quot;.</source>
        <translation>Stecken Sie diesen Kartenleser ein oder entfernen Sie die Zeile reader-port aus %1 und führen Sie „gpgconf --kill scdaemon“ aus.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="273"/>
        <source>scdaemon uses only the reader %1 (reader-port in scdaemon.conf).</source>
        <translation>scdaemon verwendet nur den Kartenleser %1 (reader-port in scdaemon.conf).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="276"/>
        <source>Nothing needs fixing if that is your reader; remove the line from %1 to let scdaemon take the first reader with a card.</source>
        <translation>Nichts ist zu beheben, wenn das Ihr Kartenleser ist; entfernen Sie die Zeile aus %1, damit scdaemon den ersten Leser mit einer Karte nimmt.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="285"/>
        <source>scdaemon shares its readers with other programs (pcsc-shared in scdaemon.conf).</source>
        <translation>scdaemon teilt seine Kartenleser mit anderen Programmen (pcsc-shared in scdaemon.conf).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="287"/>
        <source>Nothing needs fixing; if a card vanishes in the middle of a gpg operation, remove the line from %1 so that scdaemon holds the card while it uses it.</source>
        <translation>Nichts ist zu beheben; verschwindet eine Karte mitten in einer gpg-Operation, entfernen Sie die Zeile aus %1, damit scdaemon die Karte hält, solange es sie verwendet.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="313"/>
        <source>&quot;READER NAME&quot;</source>
        <translation>&quot;NAME DES LESERS&quot;</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="316"/>
        <source>OpenSC&apos;s PKCS#11 module is registered with p11-kit (%1) and %2 does not keep it away from OpenPGP cards, so a program that loads it (a browser, ssh with PKCS#11) can take the card from scdaemon.</source>
        <translation>Das PKCS#11-Modul von OpenSC ist bei p11-kit eingetragen (%1), und %2 hält es nicht von OpenPGP-Karten fern; ein Programm, das es lädt (ein Browser, ssh mit PKCS#11), kann scdaemon daher die Karte wegnehmen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="320"/>
        <source>Add ignored_readers = %1; to the &quot;app default&quot; block of %2 (or list the card drivers you need in card_drivers, without openpgp and internal).</source>
        <translation>Fügen Sie ignored_readers = %1; zum Block „app default“ von %2 hinzu (oder nennen Sie die benötigten Kartentreiber in card_drivers, ohne openpgp und internal).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="333"/>
        <source>Install a pinentry (on Debian: apt install pinentry-curses or pinentry-gnome3), or point pinentry-program in %1 at one, then run &quot;gpgconf --reload gpg-agent&quot;.</source>
        <translation>Installieren Sie ein Pinentry (unter Debian: apt install pinentry-curses oder pinentry-gnome3) oder lassen Sie pinentry-program in %1 auf eines zeigen, und führen Sie dann „gpgconf --reload gpg-agent“ aus.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="340"/>
        <source>The pinentry program %1 that gpg-agent.conf names does not exist, so gpg-agent cannot ask for a PIN.</source>
        <translation>Das Pinentry-Programm %1, das gpg-agent.conf nennt, existiert nicht, daher kann gpg-agent nicht nach einer PIN fragen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="343"/>
        <source>GnuPG&apos;s pinentry %1 is not installed, so gpg-agent cannot ask for a PIN.</source>
        <translation>GnuPGs Pinentry %1 ist nicht installiert, daher kann gpg-agent nicht nach einer PIN fragen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="351"/>
        <source>The pinentry program %1 cannot be run, so gpg-agent cannot ask for a PIN.</source>
        <translation>Das Pinentry-Programm %1 kann nicht ausgeführt werden, daher kann gpg-agent nicht nach einer PIN fragen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="362"/>
        <source>The pinentry %1 opens a window, but neither DISPLAY nor WAYLAND_DISPLAY is set here, so it cannot show one.</source>
        <translation>Das Pinentry %1 öffnet ein Fenster, aber hier ist weder DISPLAY noch WAYLAND_DISPLAY gesetzt, daher kann es keines zeigen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="365"/>
        <source>Use gpg from a desktop session, or set pinentry-program in %1 to a terminal pinentry (pinentry-curses) and set GPG_TTY.</source>
        <translation>Verwenden Sie gpg aus einer Desktop-Sitzung, oder setzen Sie pinentry-program in %1 auf ein Terminal-Pinentry (pinentry-curses) und setzen Sie GPG_TTY.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="371"/>
        <source>The pinentry %1 asks in a terminal, but GPG_TTY is not set, so it may ask on another terminal or fail.</source>
        <translation>Das Pinentry %1 fragt in einem Terminal, aber GPG_TTY ist nicht gesetzt; es fragt daher womöglich in einem anderen Terminal oder scheitert.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="374"/>
        <source>Add export GPG_TTY=$(tty) to your shell&apos;s start-up file (~/.bashrc).</source>
        <translation>Fügen Sie export GPG_TTY=$(tty) zur Startdatei Ihrer Shell (~/.bashrc) hinzu.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="392"/>
        <source>gpg-agent&apos;s SSH support is off (no enable-ssh-support in %1), so ssh cannot use a card&apos;s authentication key through it.</source>
        <translation>Die SSH-Unterstützung von gpg-agent ist aus (kein enable-ssh-support in %1), daher kann ssh den Authentisierungsschlüssel einer Karte nicht darüber verwenden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="395"/>
        <source>To use it, add enable-ssh-support to %1 and set SSH_AUTH_SOCK to %2 (gpgconf --list-dirs agent-ssh-socket).</source>
        <translation>Um sie zu nutzen, fügen Sie enable-ssh-support zu %1 hinzu und setzen Sie SSH_AUTH_SOCK auf %2 (gpgconf --list-dirs agent-ssh-socket).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="405"/>
        <source>gpg-agent&apos;s SSH support is on, but SSH_AUTH_SOCK is not set, so ssh does not ask gpg-agent.</source>
        <translation>Die SSH-Unterstützung von gpg-agent ist an, aber SSH_AUTH_SOCK ist nicht gesetzt, daher fragt ssh nicht gpg-agent.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="407"/>
        <source>gpg-agent&apos;s SSH support is on, but SSH_AUTH_SOCK is %1, so ssh asks another agent.</source>
        <translation>Die SSH-Unterstützung von gpg-agent ist an, aber SSH_AUTH_SOCK ist %1, daher fragt ssh einen anderen Agenten.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="410"/>
        <source>Set SSH_AUTH_SOCK to %1 in your session, e.g. export SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket).</source>
        <translation>Setzen Sie SSH_AUTH_SOCK in Ihrer Sitzung auf %1, z. B. export SSH_AUTH_SOCK=$(gpgconf --list-dirs agent-ssh-socket).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="455"/>
        <source>The key %1 (%2) has its secret on the card %3, which is not present.</source>
        <translation>Der geheime Teil des Schlüssels %1 (%2) liegt auf der Karte %3, die nicht vorhanden ist.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="457"/>
        <source>Insert the card %1; if the card present (%2) holds the same keys, bind the keyring to it with &quot;keyward-cli card switch-stubs&quot;.</source>
        <translation>Stecken Sie die Karte %1 ein; enthält die vorhandene Karte (%2) dieselben Schlüssel, binden Sie den Schlüsselbund mit „keyward-cli card switch-stubs“ an sie.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="461"/>
        <source>Insert the card %1 to use the key; if that card is lost, put the key back from its backup (&quot;keyward-cli card keytocard restore-local&quot;) or revoke it.</source>
        <translation>Stecken Sie die Karte %1 ein, um den Schlüssel zu verwenden; ist diese Karte verloren, stellen Sie den Schlüssel aus seiner Sicherung wieder her („keyward-cli card keytocard restore-local“) oder widerrufen Sie ihn.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="472"/>
        <source>Keys in the keyring have their secret on a card (%1 of them), but scdaemon is not running, so which cards are present was not checked.</source>
        <translation>Schlüssel im Schlüsselbund haben ihren geheimen Teil auf einer Karte (%1 davon), aber scdaemon läuft nicht, daher wurde nicht geprüft, welche Karten vorhanden sind.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="476"/>
        <source>Run &quot;gpg --card-status&quot; with the card inserted, then doctor again.</source>
        <translation>Führen Sie „gpg --card-status“ mit eingesteckter Karte aus, danach doctor erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="512"/>
        <source>The card key %1 of %2 expired on %3.</source>
        <translation>Der Kartenschlüssel %1 von %2 ist am %3 abgelaufen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="513"/>
        <source>Extend it with &quot;%1&quot; (this needs the primary key&apos;s secret, on its card or from a backup) and publish the certificate again.</source>
        <translation>Verlängern Sie ihn mit „%1“ (dafür wird der geheime Hauptschlüssel gebraucht, auf seiner Karte oder aus einer Sicherung) und veröffentlichen Sie das Zertifikat erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="520"/>
        <source>The card key %1 of %2 expires on %3, within %4 days.</source>
        <translation>Der Kartenschlüssel %1 von %2 läuft am %3 ab, in weniger als %4 Tagen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorChecks.cpp" line="523"/>
        <source>Renew it before %1 with &quot;%2&quot; (this needs the primary key&apos;s secret, on its card or from a backup) and publish the certificate again.</source>
        <translation>Erneuern Sie ihn vor dem %1 mit „%2“ (dafür wird der geheime Hauptschlüssel gebraucht, auf seiner Karte oder aus einer Sicherung) und veröffentlichen Sie das Zertifikat erneut.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="35"/>
        <source>GnuPG: not found.</source>
        <translation>GnuPG: nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="36"/>
        <source>GnuPG %1 (%2), home %3.</source>
        <translation>GnuPG %1 (%2), Verzeichnis %3.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="41"/>
        <source>gpg-agent %1 answers.</source>
        <translation>gpg-agent %1 antwortet.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="42"/>
        <source>gpg-agent is not running.</source>
        <translation>gpg-agent läuft nicht.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="51"/>
        <source>scdaemon %1 runs</source>
        <translation>scdaemon %1 läuft</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="52"/>
        <source>scdaemon is not running</source>
        <translation>scdaemon läuft nicht</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="53"/>
        <source>; it reaches readers through pcscd (disable-ccid).</source>
        <translation>; es erreicht Kartenleser über pcscd (disable-ccid).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="54"/>
        <source>; it tries its own CCID driver before pcscd.</source>
        <translation>; es versucht seinen eigenen CCID-Treiber vor pcscd.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="67"/>
        <source>pcscd cannot be reached.</source>
        <translation>pcscd ist nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="68"/>
        <source>pcscd lists no reader.</source>
        <translation>pcscd listet keinen Kartenleser.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="69"/>
        <source>pcscd lists these readers: %1.</source>
        <translation>pcscd listet diese Kartenleser: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="83"/>
        <source>No OpenPGP card is present.</source>
        <translation>Keine OpenPGP-Karte ist vorhanden.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="84"/>
        <source>OpenPGP cards present: %1.</source>
        <translation>Vorhandene OpenPGP-Karten: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="97"/>
        <source>Secret keys in the keyring: %1, on a card: %2.</source>
        <translation>Geheime Schlüssel im Schlüsselbund: %1, davon auf einer Karte: %2.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="105"/>
        <source>pinentry: %1 (gpg-agent.conf).</source>
        <translation>Pinentry: %1 (gpg-agent.conf).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="106"/>
        <source>pinentry: %1 (GnuPG&apos;s default).</source>
        <translation>Pinentry: %1 (GnuPGs Standard).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="113"/>
        <source>OpenSC&apos;s PKCS#11 module is registered with p11-kit (%1).</source>
        <translation>Das PKCS#11-Modul von OpenSC ist bei p11-kit eingetragen (%1).</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="116"/>
        <source>OpenSC&apos;s PKCS#11 module is not registered with p11-kit.</source>
        <translation>Das PKCS#11-Modul von OpenSC ist nicht bei p11-kit eingetragen.</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="148"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="149"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="150"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="170"/>
        <source>  What to do: %1</source>
        <translation>  Was zu tun ist: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DoctorCommand.cpp" line="155"/>
        <source>Problems: %1, warnings: %2, notes: %3.</source>
        <translation>Probleme: %1, Warnungen: %2, Hinweise: %3.</translation>
    </message>
</context>
<context>
    <name>keyward::app::ExportReadBack</name>
    <message>
        <location filename="../src/app/TokenExportReadBack.cpp" line="19"/>
        <source>with ID %1</source>
        <translation>mit der ID %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenExportReadBack.cpp" line="20"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../src/app/TokenExportReadBack.cpp" line="22"/>
        <source>the certificate %1</source>
        <translation>das Zertifikat %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenExportReadBack.cpp" line="23"/>
        <source>the public key of %1</source>
        <translation>den öffentlichen Schlüssel von %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenExportReadBack.cpp" line="31"/>
        <source>Reading %1 again after the export</source>
        <translation>%1 wird nach dem Export erneut gelesen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="39"/>
        <source>the file holds %n bytes that are not what was exported; do not use it</source>
        <translation>
            <numerusform>die Datei enthält %n Byte, die nicht dem Exportierten entsprechen; verwenden Sie sie nicht</numerusform>
            <numerusform>die Datei enthält %n Bytes, die nicht dem Exportierten entsprechen; verwenden Sie sie nicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="46"/>
        <source>Wrote %1 to %2: %n bytes of DER, read back from the file.</source>
        <translation>
            <numerusform>%1 wurde nach %2 geschrieben: %n Byte DER, aus der Datei zurückgelesen.</numerusform>
            <numerusform>%1 wurde nach %2 geschrieben: %n Bytes DER, aus der Datei zurückgelesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenExportReadBack.cpp" line="48"/>
        <source>Wrote %1 to %2: %n bytes of PEM, read back from the file.</source>
        <translation>
            <numerusform>%1 wurde nach %2 geschrieben: %n Byte PEM, aus der Datei zurückgelesen.</numerusform>
            <numerusform>%1 wurde nach %2 geschrieben: %n Bytes PEM, aus der Datei zurückgelesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyBackupFile</name>
    <message>
        <location filename="../src/app/KeyBackupFile.cpp" line="23"/>
        <source>Name the key&apos;s secret key file with --backup FPR-secret.asc.</source>
        <translation>Geben Sie die Datei mit dem geheimen Schlüssel mit --backup FPR-secret.asc an.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyBackupFile.cpp" line="27"/>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyBackupFile.cpp" line="30"/>
        <source>%1 is not a readable file.</source>
        <translation>%1 ist keine lesbare Datei.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyBackupFile.cpp" line="33"/>
        <source>%1 is too large for a secret key file.</source>
        <translation>%1 ist zu groß für eine Datei mit geheimem Schlüssel.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyCardLostCommand</name>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="31"/>
        <source>Checking the revocation</source>
        <translation>Widerruf wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="57"/>
        <source>the key is no longer used (signatures made before stay valid)</source>
        <translation>der Schlüssel wird nicht mehr verwendet (zuvor erstellte Signaturen bleiben gültig)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="58"/>
        <source>the key has been compromised (gpg then distrusts every signature made with it, also older ones)</source>
        <translation>der Schlüssel wurde kompromittiert (gpg misstraut dann jeder damit erstellten Signatur, auch älteren)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="39"/>
        <source>stub of card %1</source>
        <translation>Verweis auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="41"/>
        <source>secret in the keyring</source>
        <translation>geheim im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="41"/>
        <source>public only</source>
        <translation>nur öffentlich</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="47"/>
        <source>revoked</source>
        <translation>widerrufen</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="49"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="49"/>
        <source>valid</source>
        <translation>gültig</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="70"/>
        <source>Give either --card-serial or --subkeys, not both.</source>
        <translation>Geben Sie entweder --card-serial oder --subkeys an, nicht beides.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="77"/>
        <source>%1 is not a subkey fingerprint (40 hex digits).</source>
        <translation>%1 ist kein Unterschlüssel-Fingerabdruck (40 Hexadezimalziffern).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="82"/>
        <source>No subkey is named; give the subkeys&apos; fingerprints separated by commas.</source>
        <translation>Es ist kein Unterschlüssel genannt; geben Sie die Fingerabdrücke der Unterschlüssel durch Kommas getrennt an.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="87"/>
        <source>%1 is neither a card&apos;s 8-digit serial number nor its 32-digit application ID as gpg -K shows it.</source>
        <translation>%1 ist weder die 8-stellige Seriennummer einer Karte noch ihre 32-stellige Anwendungs-ID, wie gpg -K sie zeigt.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="98"/>
        <source>--reason %1 is not understood; give compromised (the card may be in someone&apos;s hands) or retired (it is gone for good).</source>
        <translation>--reason %1 wird nicht verstanden; geben Sie compromised (die Karte ist möglicherweise in fremden Händen) oder retired (sie ist endgültig weg) an.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="105"/>
        <source>--publish %1 is not a folder Keyward can write to.</source>
        <translation>--publish %1 ist kein Ordner, in den Keyward schreiben kann.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="118"/>
        <source>Refused: %1 already exists, and Keyward never writes over a key file. Move it away first; nothing was changed.</source>
        <translation>Abgelehnt: %1 existiert bereits, und Keyward überschreibt niemals eine Schlüsseldatei. Verschieben Sie sie zuerst; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="138"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="143"/>
        <source>%n subkeys of key %1 (%2) are revoked for good: %3.</source>
        <translation>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2) wird endgültig widerrufen: %3.</numerusform>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2) werden endgültig widerrufen: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="146"/>
        <source>%n subkeys of key %1 (%2) that were on card %4 are revoked for good: %3.</source>
        <translation>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2), der auf Karte %4 war, wird endgültig widerrufen: %3.</numerusform>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2), die auf Karte %4 waren, werden endgültig widerrufen: %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="150"/>
        <source>Reason: %1.</source>
        <translation>Grund: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="152"/>
        <source>Nobody can encrypt to them or verify new signatures by them any more, and a revocation cannot be taken back; the primary key and the other subkeys stay valid.</source>
        <translation>Danach kann niemand mehr für sie verschlüsseln oder neue Signaturen von ihnen prüfen, und ein Widerruf lässt sich nicht zurücknehmen; der Hauptschlüssel und die übrigen Unterschlüssel bleiben gültig.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="157"/>
        <source>The everyday keyring %1 gets the revocations.</source>
        <translation>Der Alltags-Schlüsselbund %1 erhält die Widerrufe.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="158"/>
        <source>The everyday keyring %1 does not hold the key yet: its public key with the revocations is added.</source>
        <translation>Der Alltags-Schlüsselbund %1 enthält den Schlüssel noch nicht: Sein öffentlicher Schlüssel wird mit den Widerrufen hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="164"/>
        <source>The public key with the revocations is written to %1.</source>
        <translation>Der öffentliche Schlüssel mit den Widerrufen wird in %1 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCardLostCommand.cpp" line="173"/>
        <source>%n subkeys of key %1 (%2) were revoked; the everyday keyring %3 now lists:</source>
        <translation>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2) wurde widerrufen; der Alltags-Schlüsselbund %3 enthält jetzt:</numerusform>
            <numerusform>%n Unterschlüssel von Schlüssel %1 (%2) wurden widerrufen; der Alltags-Schlüsselbund %3 enthält jetzt:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="178"/>
        <source>  primary key %1: usage %2, %3 (%4)</source>
        <translation>  Hauptschlüssel %1: Verwendung %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="179"/>
        <source>  subkey %1: usage %2, %3 (%4)</source>
        <translation>  Unterschlüssel %1: Verwendung %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="183"/>
        <source>Reason given: %1.</source>
        <translation>Angegebener Grund: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="184"/>
        <source>%1 was only read; it still holds the subkeys unrevoked, so it still decrypts old messages. Keep it offline.</source>
        <translation>%1 wurde nur gelesen; die Datei enthält die Unterschlüssel weiterhin ohne Widerruf und kann daher weiterhin alte Nachrichten entschlüsseln. Bewahren Sie sie offline auf.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="188"/>
        <source>The temporary keyring %1 was overwritten and removed and its gpg-agent stopped.</source>
        <translation>Der vorübergehende Schlüsselbund %1 wurde überschrieben und entfernt, sein gpg-agent beendet.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="193"/>
        <source>Publish %1 where others fetch your key (a key server, your web key directory), so that they stop encrypting to the lost subkeys.</source>
        <translation>Veröffentlichen Sie %1 dort, wo andere Ihren Schlüssel abrufen (auf einem Schlüsselserver, in Ihrem Web Key Directory), damit sie nicht mehr für die verlorenen Unterschlüssel verschlüsseln.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="197"/>
        <source>Publish the key with the revocations (gpg --export --armor %1) where others fetch it, so that they stop encrypting to the lost subkeys.</source>
        <translation>Veröffentlichen Sie den Schlüssel mit den Widerrufen (gpg --export --armor %1) dort, wo andere ihn abrufen, damit sie nicht mehr für die verlorenen Unterschlüssel verschlüsseln.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCardLostCommand.cpp" line="201"/>
        <source>New subkeys for a new card: keyward-cli key rotate is not there yet; add them with gpg --quick-add-key from the secret key file and move them with keyward-cli card keytocard.</source>
        <translation>Neue Unterschlüssel für eine neue Karte: keyward-cli key rotate gibt es noch nicht; fügen Sie sie mit gpg --quick-add-key aus der Datei mit dem geheimen Schlüssel hinzu und verschieben Sie sie mit keyward-cli card keytocard auf die Karte.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyCardLostJob</name>
    <message>
        <location filename="../src/app/KeyCardLostJob.cpp" line="14"/>
        <source>No revocation is prepared; prepare it first.</source>
        <translation>Es ist kein Widerruf vorbereitet; bereiten Sie ihn zuerst vor.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyCreateCommand</name>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="29"/>
        <source>Checking the key&apos;s details</source>
        <translation>Die Angaben zum Schlüssel prüfen</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="46"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="69"/>
        <source>The name “%1” contains “&lt;”, “&gt;” or a control character, which a user ID cannot hold.</source>
        <translation>Der Name „%1“ enthält „&lt;“, „&gt;“ oder ein Steuerzeichen, das eine Benutzerkennung nicht enthalten kann.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="63"/>
        <source>The key needs a name (%1): the owner&apos;s name, as others will see it in the user ID.</source>
        <translation>Der Schlüssel braucht einen Namen (%1): den Namen des Inhabers, wie andere ihn in der Benutzer-ID sehen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="75"/>
        <source>The key needs an e-mail address (%1), which others will see in the user ID.</source>
        <translation>Der Schlüssel braucht eine E-Mail-Adresse (%1), die andere in der Benutzer-ID sehen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="81"/>
        <source>“%1” is not an e-mail address such as alice@example.org.</source>
        <translation>„%1“ ist keine E-Mail-Adresse wie alice@example.org.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="85"/>
        <source>The algorithm “%1” is not offered; choose ed25519 or rsa4096.</source>
        <translation>Der Algorithmus „%1“ wird nicht angeboten; wählen Sie ed25519 oder rsa4096.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="91"/>
        <source>The subkeys&apos; expiry: %1</source>
        <translation>Ablauf der Unterschlüssel: %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="96"/>
        <source>The primary key&apos;s expiry: %1</source>
        <translation>Ablauf des Hauptschlüssels: %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="103"/>
        <source>%1 is not a folder; name the folder the key files go into.</source>
        <translation>%1 ist kein Ordner; nennen Sie den Ordner, in den die Schlüsseldateien kommen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="109"/>
        <source>--paper needs paperkey, which is not installed (Debian package paperkey).</source>
        <translation>--paper benötigt paperkey, das nicht installiert ist (Debian-Paket paperkey).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="121"/>
        <source>Refused: %1 already holds the files of an earlier key (%2). Choose an empty folder with --out-dir; nothing was created.</source>
        <translation>Abgelehnt: %1 enthält bereits die Dateien eines früheren Schlüssels (%2). Wählen Sie mit --out-dir einen leeren Ordner; es wurde nichts erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="129"/>
        <source>The passphrase is empty; the secret key file must be protected by one.</source>
        <translation>Die Passphrase ist leer; die Datei mit dem geheimen Schlüssel muss durch eine geschützt sein.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="133"/>
        <source>The two passphrases differ.</source>
        <translation>Die beiden Passphrasen unterscheiden sich.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="150"/>
        <source>Key %1 for %2 was created; the new keyring holds:</source>
        <translation>Schlüssel %1 für %2 wurde erzeugt; der neue Schlüsselbund enthält:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="154"/>
        <source>  primary key %1: %2, usage %3, created %4, expires %5</source>
        <translation>  Hauptschlüssel %1: %2, Verwendung %3, erzeugt %4, läuft ab %5</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="155"/>
        <source>  subkey %1: %2, usage %3, created %4, expires %5</source>
        <translation>  Unterschlüssel %1: %2, Verwendung %3, erzeugt %4, läuft ab %5</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="159"/>
        <source>Files written (mode 0600):</source>
        <translation>Geschriebene Dateien (Modus 0600):</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCreateCommand.cpp" line="161"/>
        <source>  %1 (%n byte(s))</source>
        <translation>
            <numerusform>  %1 (%n Byte)</numerusform>
            <numerusform>  %1 (%n Bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyCreateCommand.cpp" line="164"/>
        <source>The secret key file was imported into a second empty keyring: the primary key and the subkeys, %n key(s) in all, came back with their secret parts, usage and expiry.</source>
        <translation>
            <numerusform>Die Datei mit dem geheimen Schlüssel wurde in einen zweiten, leeren Schlüsselbund importiert: Hauptschlüssel und Unterschlüssel, insgesamt %n Schlüssel, kamen mit ihren geheimen Teilen, ihrer Verwendung und ihrem Ablauf zurück.</numerusform>
            <numerusform>Die Datei mit dem geheimen Schlüssel wurde in einen zweiten, leeren Schlüsselbund importiert: Hauptschlüssel und Unterschlüssel, insgesamt %n Schlüssel, kamen mit ihren geheimen Teilen, ihrer Verwendung und ihrem Ablauf zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="170"/>
        <source>It was in memory (tmpfs).</source>
        <translation>Er lag im Arbeitsspeicher (tmpfs).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="171"/>
        <source>It was on a file system that may be a disk.</source>
        <translation>Er lag auf einem Dateisystem, das eine Festplatte sein kann.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="173"/>
        <source>The temporary keyring %1 is kept for moving the subkeys to a card: use GNUPGHOME=%1. Remove it afterwards with gpgconf --homedir %1 --kill all and by deleting the folder.</source>
        <translation>Der vorübergehende Schlüsselbund %1 bleibt erhalten, um die Unterschlüssel auf eine Karte zu bringen: Verwenden Sie GNUPGHOME=%1. Entfernen Sie ihn danach mit gpgconf --homedir %1 --kill all und indem Sie den Ordner löschen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="178"/>
        <source>It is in memory (tmpfs).</source>
        <translation>Er liegt im Arbeitsspeicher (tmpfs).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="179"/>
        <source>It is on a file system that may be a disk.</source>
        <translation>Er liegt auf einem Dateisystem, das eine Festplatte sein kann.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="181"/>
        <source>The temporary keyring %1 was overwritten and removed and its gpg-agent stopped.</source>
        <translation>Der vorübergehende Schlüsselbund %1 wurde überschrieben und entfernt, sein gpg-agent beendet.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="188"/>
        <source>The paper backup %1 holds only the secret parts, still protected by the passphrase: print it. To restore, paperkey --pubring with the public key file and --secrets with the typed text gives the secret key for gpg --import.</source>
        <translation>Die Papiersicherung %1 enthält nur die geheimen Teile, weiterhin durch die Passphrase geschützt: Drucken Sie sie aus. Zum Wiederherstellen ergibt paperkey --pubring mit der Datei mit dem öffentlichen Schlüssel und --secrets mit dem abgetippten Text den geheimen Schlüssel für gpg --import.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyCreateCommand.cpp" line="195"/>
        <source>Keep the secret key file and the revocation certificate offline; to use the revocation certificate, remove the colon before its first line and import it.</source>
        <translation>Bewahren Sie die Datei mit dem geheimen Schlüssel und das Widerrufszertifikat offline auf; um das Widerrufszertifikat zu verwenden, entfernen Sie den Doppelpunkt vor seiner ersten Zeile und importieren es.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyPool</name>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="114"/>
        <source>Reading the key pool…</source>
        <translation>Schlüsselpool wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="119"/>
        <source>Reading the key pool</source>
        <translation>Schlüsselpool wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="197"/>
        <source>The token can keep a key pool: it wraps private keys with %1.</source>
        <translation>Das Token kann einen Schlüsselpool führen: Es verpackt private Schlüssel mit %1.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="202"/>
        <source>Wrapped keys stored for this token: %1. Log in to see the key-encryption key, the keys under it and the last fill.</source>
        <translation>Für dieses Token gespeicherte verpackte Schlüssel: %1. Melden Sie sich an, um den Schlüsselverschlüsselungsschlüssel, die darunter verpackten Schlüssel und die letzte Befüllung zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="206"/>
        <source>The token has no key-encryption key yet; the first fill makes one.</source>
        <translation>Das Token hat noch keinen Schlüsselverschlüsselungsschlüssel; die erste Befüllung erzeugt einen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="208"/>
        <source>Key-encryption key: &quot;%1&quot;, ID %2.</source>
        <translation>Schlüsselverschlüsselungsschlüssel: „%1“, ID %2.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="214"/>
        <source>Wrapped keys stored: 0.</source>
        <translation>Gespeicherte verpackte Schlüssel: 0.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="215"/>
        <source>Wrapped keys stored: %1 (%2).</source>
        <translation>Gespeicherte verpackte Schlüssel: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="220"/>
        <source>Orphaned wrapped keys: %1. No key-encryption key on the token can unwrap them (the one they were made under was deleted or replaced), so they cannot be used; &quot;keyward-cli token pool drain&quot; removes them with the token&apos;s other stored keys.</source>
        <translation>Verwaiste verpackte Schlüssel: %1. Kein Schlüsselverschlüsselungsschlüssel auf dem Token kann sie entpacken (der, unter dem sie erzeugt wurden, wurde gelöscht oder ersetzt), daher sind sie nicht verwendbar; „keyward-cli token pool drain“ entfernt sie zusammen mit den übrigen gespeicherten Schlüsseln des Tokens.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="226"/>
        <source>Unwrapped and ready: %1. Keys are unwrapped only while a signing service or the key pool benchmark runs.</source>
        <translation>Entpackt und bereit: %1. Schlüssel werden nur entpackt, während ein Signierdienst oder der Schlüsselpool-Benchmark läuft.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="232"/>
        <source>Last fill: %1 %2 keys in %3 s (%4 keys/s), finished %5.</source>
        <translation>Letzte Befüllung: %1 %2-Schlüssel in %3 s (%4 Schlüssel/s), abgeschlossen am %5.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="239"/>
        <source>No fill has been recorded for this key-encryption key.</source>
        <translation>Für diesen Schlüsselverschlüsselungsschlüssel wurde noch keine Befüllung aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="256"/>
        <source>Keys are unwrapped only while a signing service or the key pool benchmark runs.</source>
        <translation>Schlüssel werden nur entpackt, während ein Signierdienst oder der Schlüsselpool-Benchmark läuft.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="283"/>
        <location filename="../src/app/KeyPoolCommands.cpp" line="318"/>
        <source>Filling the key pool</source>
        <translation>Schlüsselpool wird gefüllt</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="287"/>
        <source>the key type is rsa2048, rsa3072, p256 or p384, not &quot;%1&quot;</source>
        <translation>der Schlüsseltyp ist rsa2048, rsa3072, p256 oder p384, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="291"/>
        <source>the number of keys is 1 to %1, not %2</source>
        <translation>die Anzahl der Schlüssel liegt zwischen 1 und %1, nicht bei %2</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="298"/>
        <source>Filling the key pool with %1 %2 keys…</source>
        <translation>Der Schlüsselpool wird mit %1 %2-Schlüsseln gefüllt…</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="305"/>
        <source>Cancelling: the keys made so far are kept in the pool…</source>
        <translation>Wird abgebrochen: Die bisher erzeugten Schlüssel bleiben im Pool…</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="361"/>
        <source>Made the key-encryption key &quot;%1&quot; (ID %2).</source>
        <translation>Der Schlüsselverschlüsselungsschlüssel „%1“ (ID %2) wurde erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="364"/>
        <source>Wrapped %1 %2 keys with %3 in %4 s (%5 keys/s).</source>
        <translation>%1 %2-Schlüssel wurden in %4 s mit %3 verpackt (%5 Schlüssel/s).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="370"/>
        <source>The fill was stopped after %1 of %2 keys; those are stored.</source>
        <translation>Die Befüllung wurde nach %1 von %2 Schlüsseln angehalten; diese sind gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="402"/>
        <source>The key pool of token &quot;%1&quot; (serial %2) loses its %3 wrapped keys; they cannot be recovered.</source>
        <translation>Der Schlüsselpool von Token „%1“ (Seriennummer %2) verliert seine %3 verpackten Schlüssel; sie können nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyPoolCommands.cpp" line="410"/>
        <source>Emptying the key pool…</source>
        <translation>Der Schlüsselpool wird geleert…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyPoolCommands.cpp" line="422"/>
        <source>Removed %n wrapped keys from the pool.</source>
        <translation>
            <numerusform>%n verpackter Schlüssel wurde aus dem Pool entfernt.</numerusform>
            <numerusform>%n verpackte Schlüssel wurden aus dem Pool entfernt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyRenewCommand</name>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="32"/>
        <source>Checking the renewal</source>
        <translation>Erneuerung wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="39"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="50"/>
        <source>on card %1</source>
        <translation>auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="52"/>
        <source>secret in the keyring</source>
        <translation>geheim im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="52"/>
        <source>public only</source>
        <translation>nur öffentlich</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="61"/>
        <source>%1 %2 (%3) expires %4</source>
        <translation>%1 %2 (%3) läuft ab: %4</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="62"/>
        <source>primary key</source>
        <translation>Hauptschlüssel</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="62"/>
        <source>subkey</source>
        <translation>Unterschlüssel</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="79"/>
        <source>The primary key expires on %1, before the subkeys, and they stop working with it: give it a new expiry too with --primary-expire.</source>
        <translation>Der Hauptschlüssel läuft am %1 ab, vor den Unterschlüsseln, und diese funktionieren dann auch nicht mehr: Geben Sie ihm mit --primary-expire ebenfalls ein neues Ablaufdatum.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="98"/>
        <source>The subkeys&apos; expiry: %1</source>
        <translation>Ablauf der Unterschlüssel: %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="104"/>
        <source>The primary key&apos;s expiry: %1</source>
        <translation>Ablauf des Hauptschlüssels: %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="134"/>
        <source>Refused: %1 already exists, and Keyward never writes over a key file. Move it away first; nothing was changed.</source>
        <translation>Abgelehnt: %1 existiert bereits, und Keyward überschreibt niemals eine Schlüsseldatei. Verschieben Sie sie zuerst; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="145"/>
        <source>The everyday keyring %1 gets the renewed public key of %2 (%3): %4.</source>
        <translation>Der Alltags-Schlüsselbund %1 erhält den erneuerten öffentlichen Schlüssel von %2 (%3): %4.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="147"/>
        <source>The everyday keyring %1 does not hold key %2 (%3) yet: its renewed public key will be added (no secret part): %4.</source>
        <translation>Der Alltags-Schlüsselbund %1 enthält den Schlüssel %2 (%3) noch nicht: Sein erneuerter öffentlicher Schlüssel wird hinzugefügt (ohne geheimen Teil): %4.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="151"/>
        <source>Its secret parts and card stubs there and the card itself stay as they are.</source>
        <translation>Seine geheimen Teile und Kartenverweise dort sowie die Karte selbst bleiben unverändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="155"/>
        <source>The renewed secret key is written to %1.</source>
        <translation>Der erneuerte geheime Schlüssel wird in %1 geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="167"/>
        <source>Key %1 (%2) was renewed; the everyday keyring %3 now lists:</source>
        <translation>Schlüssel %1 (%2) wurde erneuert; der Alltags-Schlüsselbund %3 enthält jetzt:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="169"/>
        <source>Key %1 (%2) was renewed and added to the everyday keyring %3, which now lists:</source>
        <translation>Schlüssel %1 (%2) wurde erneuert und dem Alltags-Schlüsselbund %3 hinzugefügt, der jetzt enthält:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="174"/>
        <source>  primary key %1: usage %2, expires %3 (%4)</source>
        <translation>  Hauptschlüssel %1: Verwendung %2, läuft ab %3 (%4)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="175"/>
        <source>  subkey %1: usage %2, expires %3 (%4)</source>
        <translation>  Unterschlüssel %1: Verwendung %2, läuft ab %3 (%4)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="182"/>
        <source>No card was used or changed: the keys on it, its signature counter and the card stubs in the keyring are as they were.</source>
        <translation>Keine Karte wurde verwendet oder geändert: Die Schlüssel darauf, ihr Signaturzähler und die Kartenverweise im Schlüsselbund sind unverändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="185"/>
        <source>The renewed secret key was written to %1 (mode 0600); it is now the current backup. %2 still holds the old expiry.</source>
        <translation>Der erneuerte geheime Schlüssel wurde in %1 geschrieben (Modus 0600); er ist jetzt die aktuelle Sicherung. %2 enthält noch das alte Ablaufdatum.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="189"/>
        <source>%1 was not changed and still holds the old expiry; it stays the backup to renew from (--new-backup writes the renewed secret key next to it).</source>
        <translation>%1 wurde nicht geändert und enthält noch das alte Ablaufdatum; sie bleibt die Sicherung, aus der erneuert wird (--new-backup schreibt den erneuerten geheimen Schlüssel daneben).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="194"/>
        <source>The temporary keyring %1 was overwritten and removed and its gpg-agent stopped.</source>
        <translation>Der vorübergehende Schlüsselbund %1 wurde überschrieben und entfernt, sein gpg-agent beendet.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRenewCommand.cpp" line="198"/>
        <source>Publish the renewed public key (gpg --export --armor %1) where others fetch it.</source>
        <translation>Veröffentlichen Sie den erneuerten öffentlichen Schlüssel (gpg --export --armor %1) dort, wo andere ihn abrufen.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyRenewJob</name>
    <message>
        <location filename="../src/app/KeyRenewJob.cpp" line="14"/>
        <source>No renewal is prepared; prepare it first.</source>
        <translation>Es ist keine Erneuerung vorbereitet; bereiten Sie sie zuerst vor.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyRotateCommand</name>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="33"/>
        <source>Checking the rotation</source>
        <translation>Die Rotation wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="45"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="56"/>
        <source>on card %1</source>
        <translation>auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="58"/>
        <source>secret in the keyring</source>
        <translation>geheim im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="58"/>
        <source>public only</source>
        <translation>nur öffentlich</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="108"/>
        <source>Name the new secret key file with --out NEW-BACKUP.asc; the rotated key is written there, never over a file.</source>
        <translation>Nennen Sie die neue Datei für den geheimen Schlüssel mit --out NEUE-SICHERUNG.asc; der rotierte Schlüssel wird dorthin geschrieben, niemals über eine Datei.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="114"/>
        <source>The folder of --out, %1, does not exist.</source>
        <translation>Der Ordner von --out, %1, existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="119"/>
        <source>The new subkeys&apos; expiry: %1</source>
        <translation>Ablauf der neuen Unterschlüssel: %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="130"/>
        <source>Refused: %1 already exists, and Keyward never writes over a key file. Name a new file with --out; nothing was changed.</source>
        <translation>Abgelehnt: %1 existiert bereits, und Keyward schreibt niemals über eine Schlüsseldatei. Nennen Sie mit --out eine neue Datei; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="151"/>
        <location filename="../src/app/KeyRotateCommand.cpp" line="156"/>
        <source>%1 (usage %2, %3)</source>
        <translation>%1 (Verwendung %2, %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="162"/>
        <source>Key %1 (%2) gets %n new subkeys, expiring %4: %3.</source>
        <translation>
            <numerusform>Schlüssel %1 (%2) erhält %n neuen Unterschlüssel, gültig bis %4: %3.</numerusform>
            <numerusform>Schlüssel %1 (%2) erhält %n neue Unterschlüssel, gültig bis %4: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="167"/>
        <source>These %n subkeys expire now: %1. They are not deleted or revoked, so mail encrypted to them still decrypts with the secret key files, but they no longer sign, and no one should encrypt to them.</source>
        <translation>
            <numerusform>Dieser %n Unterschlüssel läuft jetzt ab: %1. Er wird weder gelöscht noch widerrufen, an ihn verschlüsselte Post lässt sich also weiter mit den Dateien des geheimen Schlüssels entschlüsseln, aber er signiert nicht mehr, und niemand sollte mehr an ihn verschlüsseln.</numerusform>
            <numerusform>Diese %n Unterschlüssel laufen jetzt ab: %1. Sie werden weder gelöscht noch widerrufen, an sie verschlüsselte Post lässt sich also weiter mit den Dateien des geheimen Schlüssels entschlüsseln, aber sie signieren nicht mehr, und niemand sollte mehr an sie verschlüsseln.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="174"/>
        <source>The everyday keyring %1 gets the changed public key.</source>
        <translation>Der Alltags-Schlüsselbund %1 erhält den geänderten öffentlichen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="175"/>
        <source>The everyday keyring %1 does not hold the key yet: its public key will be added (no secret part).</source>
        <translation>Der Alltags-Schlüsselbund %1 enthält den Schlüssel noch nicht: Sein öffentlicher Schlüssel wird hinzugefügt (ohne geheimen Teil).</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="179"/>
        <source>The rotated secret key is written to %1. The card is not touched: until the new subkeys are moved onto it, its keys no longer sign, and mail encrypted to the new subkey cannot be read with it.</source>
        <translation>Der rotierte geheime Schlüssel wird nach %1 geschrieben. Die Karte bleibt unberührt: Bis die neuen Unterschlüssel auf sie verschoben sind, signieren ihre Schlüssel nicht mehr, und an den neuen Unterschlüssel verschlüsselte Post lässt sich mit ihr nicht lesen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="209"/>
        <source>Key %1 (%2) has new subkeys; the everyday keyring %3 now lists:</source>
        <translation>Schlüssel %1 (%2) hat neue Unterschlüssel; der Alltags-Schlüsselbund %3 zeigt jetzt:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="215"/>
        <source>  primary key %1: usage %2, %3, expires %4 (%5), unchanged</source>
        <translation>  Hauptschlüssel %1: Verwendung %2, %3, läuft ab am %4 (%5), unverändert</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="217"/>
        <source>  old subkey %1: usage %2, %3, expired %4 (%5)</source>
        <translation>  alter Unterschlüssel %1: Verwendung %2, %3, abgelaufen am %4 (%5)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="219"/>
        <source>  new subkey %1: usage %2, %3, valid until %4 (%5)</source>
        <translation>  neuer Unterschlüssel %1: Verwendung %2, %3, gültig bis %4 (%5)</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="221"/>
        <source>  subkey %1: usage %2, %3, expires %4 (%5), not changed</source>
        <translation>  Unterschlüssel %1: Verwendung %2, %3, läuft ab am %4 (%5), nicht geändert</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyRotateCommand.cpp" line="226"/>
        <source>The rotated secret key was written to %1 (mode 0600, %n bytes) and restored into an empty keyring to check it.</source>
        <translation>
            <numerusform>Der rotierte geheime Schlüssel wurde nach %1 geschrieben (Modus 0600, %n Byte) und zur Prüfung in einem leeren Schlüsselbund wiederhergestellt.</numerusform>
            <numerusform>Der rotierte geheime Schlüssel wurde nach %1 geschrieben (Modus 0600, %n Byte) und zur Prüfung in einem leeren Schlüsselbund wiederhergestellt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="230"/>
        <source>It holds the old subkeys too: mail encrypted to them decrypts with it. %1 was not changed.</source>
        <translation>Er enthält auch die alten Unterschlüssel: An sie verschlüsselte Post lässt sich damit entschlüsseln. %1 wurde nicht geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="233"/>
        <source>No card was used or changed.</source>
        <translation>Keine Karte wurde benutzt oder geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="235"/>
        <source>The temporary keyring %1 was overwritten and removed and its gpg-agent stopped.</source>
        <translation>Der vorübergehende Schlüsselbund %1 wurde überschrieben und entfernt, sein gpg-agent beendet.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="239"/>
        <source>Next, put the new subkeys onto the card: import the new file, move them (keyward-cli card keytocard checks the file and asks for the passphrase and the Admin PIN), then remove the primary key&apos;s secret from the everyday keyring again:</source>
        <translation>Als Nächstes kommen die neuen Unterschlüssel auf die Karte: die neue Datei importieren, die Unterschlüssel verschieben (keyward-cli card keytocard prüft die Datei und fragt nach der Passphrase und der Admin-PIN), dann den geheimen Teil des Hauptschlüssels wieder aus dem Alltags-Schlüsselbund entfernen:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyRotateCommand.cpp" line="246"/>
        <source>Publish the public key with its new subkeys (gpg --export --armor %1) where others fetch it.</source>
        <translation>Veröffentlichen Sie den öffentlichen Schlüssel mit seinen neuen Unterschlüsseln (gpg --export --armor %1) dort, wo andere ihn abrufen.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyRotateJob</name>
    <message>
        <location filename="../src/app/KeyRotateJob.cpp" line="14"/>
        <source>No rotation is prepared; prepare it first.</source>
        <translation>Es ist keine Rotation vorbereitet; bereiten Sie sie zuerst vor.</translation>
    </message>
</context>
<context>
    <name>keyward::app::KeyUseCommand</name>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="44"/>
        <source>Checking the key&apos;s use</source>
        <translation>Verwendung des Schlüssels wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="112"/>
        <source>Writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="113"/>
        <source>the file read back differs from what gpg exported</source>
        <translation>die zurückgelesene Datei weicht von dem ab, was gpg exportiert hat</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="123"/>
        <source>Writing the public key</source>
        <translation>Öffentlicher Schlüssel wird geschrieben</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="124"/>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="129"/>
        <source>Changing %1</source>
        <translation>%1 wird geändert</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="135"/>
        <source>the file could not be opened for appending</source>
        <translation>die Datei konnte nicht zum Anhängen geöffnet werden</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="150"/>
        <source>the line could not be written</source>
        <translation>die Zeile konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="165"/>
        <source>Name the key with --fingerprint FPR.</source>
        <translation>Benennen Sie den Schlüssel mit --fingerprint FPR.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="168"/>
        <source>--fingerprint %1 is not a key&apos;s fingerprint of 40 hexadecimal digits.</source>
        <translation>--fingerprint %1 ist kein Schlüssel-Fingerabdruck aus 40 Hexadezimalziffern.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="174"/>
        <source>--email names the address of a Web Key Directory; give its web root with --wkd DIR.</source>
        <translation>--email nennt die Adresse für ein Web Key Directory; geben Sie dessen Web-Wurzelverzeichnis mit --wkd DIR an.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="176"/>
        <source>--wkd needs the address to serve the key for: add --email ADDRESS.</source>
        <translation>--wkd benötigt die Adresse, für die der Schlüssel bereitgestellt werden soll: Fügen Sie --email ADDRESS hinzu.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="185"/>
        <source>--email %1 is not an address such as name@example.org.</source>
        <translation>--email %1 ist keine Adresse wie name@example.org.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="227"/>
        <location filename="../src/app/KeyUseCommand.cpp" line="293"/>
        <source>Exporting the public key</source>
        <translation>Öffentlicher Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="230"/>
        <source>The everyday keyring %1 holds no key %2.</source>
        <translation>Der Alltags-Schlüsselbund %1 enthält keinen Schlüssel %2.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="243"/>
        <source>Key %1 (%2) has no authentication subkey that is valid, so it has no SSH key.</source>
        <translation>Schlüssel %1 (%2) hat keinen gültigen Authentisierungs-Unterschlüssel und daher keinen SSH-Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="247"/>
        <source>Exporting the SSH public key</source>
        <translation>Öffentlicher SSH-Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="264"/>
        <source>Key %1 (%2) has no signing subkey that is valid, so git cannot sign with it.</source>
        <translation>Schlüssel %1 (%2) hat keinen gültigen Signatur-Unterschlüssel, daher kann git damit nicht signieren.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="284"/>
        <source>Key %1 has no user ID with the address %2; a Web Key Directory client would reject it.</source>
        <translation>Schlüssel %1 hat keine Benutzer-ID mit der Adresse %2; ein Client für das Web Key Directory würde ihn ablehnen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="306"/>
        <source>Refused: %1 already exists, and Keyward never writes over a file. Move it away first; nothing was written.</source>
        <translation>Abgelehnt: %1 existiert bereits, und Keyward überschreibt niemals eine Datei. Verschieben Sie sie zuerst; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseCommand.cpp" line="319"/>
        <source>The line enable-ssh-support will be added to %1 (made when missing); nothing else in it changes. gpg-agent reads it when it starts again.</source>
        <translation>Die Zeile enable-ssh-support wird zu %1 hinzugefügt (die Datei wird angelegt, falls sie fehlt); sonst ändert sich nichts darin. gpg-agent liest sie beim nächsten Start.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="24"/>
        <source>on card %1</source>
        <translation>auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="26"/>
        <source>secret in the keyring</source>
        <translation>geheim im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="26"/>
        <source>public only</source>
        <translation>nur öffentlich</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="69"/>
        <source>The SSH public key of authentication subkey %1 (%2, %3), for ~/.ssh/authorized_keys on the servers you log in to:</source>
        <translation>Der öffentliche SSH-Schlüssel des Authentisierungs-Unterschlüssels %1 (%2, %3), für ~/.ssh/authorized_keys auf den Servern, an denen Sie sich anmelden:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="78"/>
        <source>enable-ssh-support was added to %1, and the file read back has it. Restart gpg-agent so that it reads the file: gpgconf --kill gpg-agent, then gpg-connect-agent /bye</source>
        <translation>enable-ssh-support wurde zu %1 hinzugefügt, und die zurückgelesene Datei enthält es. Starten Sie gpg-agent neu, damit er die Datei liest: gpgconf --kill gpg-agent, dann gpg-connect-agent /bye</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="84"/>
        <source>gpg-agent&apos;s SSH support is on: %1 has enable-ssh-support.</source>
        <translation>Die SSH-Unterstützung von gpg-agent ist eingeschaltet: %1 enthält enable-ssh-support.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="56"/>
        <source>Add these lines to your shell profile (for example ~/.bashrc) so that ssh asks gpg-agent:</source>
        <translation>Fügen Sie diese Zeilen zu Ihrem Shell-Profil hinzu (zum Beispiel ~/.bashrc), damit ssh gpg-agent fragt:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="93"/>
        <source>gpg-agent holds neither the secret nor a card stub of this subkey, so ssh cannot log in with it on this computer.</source>
        <translation>gpg-agent hat weder den geheimen Teil noch einen Kartenverweis dieses Unterschlüssels, daher kann ssh sich damit auf diesem Rechner nicht anmelden.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="97"/>
        <source>Its secret is in the keyring, not on a card: gpg-agent offers it to ssh only once its keygrip %1 is a line of %2.</source>
        <translation>Sein geheimer Teil liegt im Schlüsselbund, nicht auf einer Karte: gpg-agent bietet ihn ssh erst an, wenn sein Keygrip %1 als Zeile in %2 steht.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="62"/>
        <source>Key %1 (%2) in the everyday keyring %3:</source>
        <translation>Schlüssel %1 (%2) im Alltags-Schlüsselbund %3:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="86"/>
        <source>gpg-agent&apos;s SSH support is off: %1 has no enable-ssh-support line.</source>
        <translation>Die SSH-Unterstützung von gpg-agent ist ausgeschaltet: %1 hat keine Zeile enable-ssh-support.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="108"/>
        <source>To sign git commits and tags with signing subkey %1 (%2, %3), run:</source>
        <translation>Um git-Commits und -Tags mit dem Signatur-Unterschlüssel %1 (%2, %3) zu signieren, führen Sie Folgendes aus:</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="115"/>
        <source>gpg-agent holds neither the secret nor a card stub of this subkey, so git cannot sign with it on this computer.</source>
        <translation>gpg-agent hat weder den geheimen Teil noch einen Kartenverweis dieses Unterschlüssels, daher kann git damit auf diesem Rechner nicht signieren.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="153"/>
        <source>--enable-ssh-support adds it.</source>
        <translation>--enable-ssh-support fügt sie hinzu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="174"/>
        <source>The armoured public key was written to %1 (%n bytes as read back, readable by everyone); publish it where others fetch it.</source>
        <translation>
            <numerusform>Der öffentliche Schlüssel im ASCII-Armor-Format wurde in %1 geschrieben (%n Byte beim Zurücklesen, für alle lesbar); veröffentlichen Sie ihn dort, wo andere ihn abrufen.</numerusform>
            <numerusform>Der öffentliche Schlüssel im ASCII-Armor-Format wurde in %1 geschrieben (%n Bytes beim Zurücklesen, für alle lesbar); veröffentlichen Sie ihn dort, wo andere ihn abrufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="181"/>
        <source>The key for %1 was written to %2 (%n bytes as read back, binary, minimal signatures).</source>
        <translation>
            <numerusform>Der Schlüssel für %1 wurde in %2 geschrieben (%n Byte beim Zurücklesen, binär, minimale Signaturen).</numerusform>
            <numerusform>Der Schlüssel für %1 wurde in %2 geschrieben (%n Bytes beim Zurücklesen, binär, minimale Signaturen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="186"/>
        <source>The empty policy file %1 was made.</source>
        <translation>Die leere Richtliniendatei %1 wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="187"/>
        <source>The policy file %1 was there already and was left as it is.</source>
        <translation>Die Richtliniendatei %1 war bereits vorhanden und wurde unverändert gelassen.</translation>
    </message>
    <message>
        <location filename="../src/app/KeyUseReport.cpp" line="189"/>
        <source>Serve %1 as the web root of https://openpgpkey.%2/ (the Web Key Directory&apos;s advanced method); gpg --locate-keys %3 then finds the key.</source>
        <translation>Stellen Sie %1 als Web-Wurzelverzeichnis von https://openpgpkey.%2/ bereit (die erweiterte Methode des Web Key Directory); gpg --locate-keys %3 findet den Schlüssel dann.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/KeyUseReport.cpp" line="193"/>
        <source>GPGME exports whole keys, so the file holds all %n user IDs of the key, not only those with the address.</source>
        <translation>
            <numerusform>GPGME exportiert ganze Schlüssel, daher enthält die Datei die %n Benutzer-ID des Schlüssels, nicht nur die mit der Adresse.</numerusform>
            <numerusform>GPGME exportiert ganze Schlüssel, daher enthält die Datei alle %n Benutzer-IDs des Schlüssels, nicht nur die mit der Adresse.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::MeasuredCardFigures</name>
    <message>
        <location filename="../src/app/MeasuredCardFigures.cpp" line="70"/>
        <source>Keyward benchmark of %1, %2, %3</source>
        <translation>Keyward-Benchmark von %1, %2, %3</translation>
    </message>
</context>
<context>
    <name>keyward::app::OpenPgpCards</name>
    <message>
        <location filename="../src/app/OpenPgpCards.cpp" line="20"/>
        <source>OpenPGP card</source>
        <translation>OpenPGP-Karte</translation>
    </message>
</context>
<context>
    <name>keyward::app::PasswordShares</name>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="59"/>
        <source>Reading the password shares</source>
        <translation>Passwortanteile werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="106"/>
        <source>Creating the DKEK share</source>
        <translation>DKEK-Anteil wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="116"/>
        <source>Splitting the share file&apos;s password</source>
        <translation>Passwort der Anteilsdatei wird aufgeteilt</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="167"/>
        <source>A split password needs at least two password shares to be rebuilt; nothing was sent to the device.</source>
        <translation>Ein aufgeteiltes Passwort braucht mindestens zwei Passwortanteile, um wiederhergestellt zu werden; es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="181"/>
        <source>The password shares name different primes: they come from different splits (or from different DKEK share files), and they cannot rebuild one password. Nothing was sent to the device.</source>
        <translation>Die Passwortanteile nennen verschiedene Primzahlen: Sie stammen aus verschiedenen Aufteilungen (oder aus verschiedenen DKEK-Anteilsdateien) und können kein gemeinsames Passwort wiederherstellen. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="187"/>
        <source>A password share has the ID %1; IDs start at 1. Nothing was sent to the device.</source>
        <translation>Ein Passwortanteil hat die ID %1; IDs beginnen bei 1. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="194"/>
        <source>Password share %1 is given twice; each share counts once. Nothing was sent to the device.</source>
        <translation>Passwortanteil %1 wurde doppelt angegeben; jeder Anteil zählt nur einmal. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="214"/>
        <source>The value of password share %1 is not below its prime: the share is mistyped or damaged. Nothing was sent to the device.</source>
        <translation>Der Wert von Passwortanteil %1 ist nicht kleiner als seine Primzahl: Der Anteil ist falsch eingegeben oder beschädigt. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="237"/>
        <source>The password shares cannot be combined (is the prime mistyped?). Nothing was sent to the device.</source>
        <translation>Die Passwortanteile lassen sich nicht kombinieren (ist die Primzahl falsch eingegeben?). Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="253"/>
        <source>Password share %1 of %2 for the DKEK share file %3; any %4 of the %2 shares open it.</source>
        <translation>Passwortanteil %1 von %2 für die DKEK-Anteilsdatei %3; beliebige %4 der %2 Anteile öffnen sie.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="275"/>
        <source>%1 is not a password share as sc-hsm-tool shows it (the lines &quot;Prime : ...&quot;, &quot;Share ID : ...&quot; and &quot;Share value : ...&quot;): %2. Nothing was sent to the device.</source>
        <translation>%1 ist kein Passwortanteil, wie sc-hsm-tool ihn anzeigt (die Zeilen „Prime : ...“, „Share ID : ...“ und „Share value : ...“): %2. Es wurde nichts an das Gerät gesendet.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="300"/>
        <source>a line has no &quot;:&quot;</source>
        <translation>einer Zeile fehlt der „:“</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="308"/>
        <source>the prime is not hexadecimal</source>
        <translation>die Primzahl ist nicht hexadezimal</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="314"/>
        <source>the share ID is not a number from 1 to 255</source>
        <translation>die Anteils-ID ist keine Zahl von 1 bis 255</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="320"/>
        <source>the share value is not hexadecimal</source>
        <translation>der Anteilswert ist nicht hexadezimal</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="324"/>
        <source>a line starts with &quot;%1&quot;</source>
        <translation>eine Zeile beginnt mit „%1“</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmPasswordShares.cpp" line="328"/>
        <source>the prime, the share ID or the share value is missing</source>
        <translation>die Primzahl, die Anteils-ID oder der Anteilswert fehlt</translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmDkek</name>
    <message>
        <location filename="../src/app/ScHsmDkek.cpp" line="23"/>
        <source>Using the SmartCard-HSM&apos;s DKEK</source>
        <translation>DKEK des SmartCard-HSM wird verwendet</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkek.cpp" line="67"/>
        <source>The share belongs to another DKEK: it would give key check value %1, not the expected %2. Nothing was imported.</source>
        <translation>Der Anteil gehört zu einem anderen DKEK: Er ergäbe den Schlüsselprüfwert %1, nicht den erwarteten %2. Es wurde nichts importiert.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkek.cpp" line="82"/>
        <source>The share was imported, but the device&apos;s DKEK now has key check value %1, not the expected %2: one of its shares belongs to another DKEK. Keys cannot be restored from blobs of the expected DKEK until the device is initialised again and the right shares are imported.</source>
        <translation>Der Anteil wurde importiert, aber der DKEK des Geräts hat jetzt den Schlüsselprüfwert %1, nicht den erwarteten %2: Einer seiner Anteile gehört zu einem anderen DKEK. Schlüssel können erst dann aus Blobs des erwarteten DKEK wiederhergestellt werden, wenn das Gerät erneut initialisiert und die richtigen Anteile importiert wurden.</translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmDkekCommands</name>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="39"/>
        <source>The SmartCard-HSM in &quot;%1&quot; has a DKEK of %n shares; %2 of them are still outstanding (key check value so far: %3).</source>
        <translation>
            <numerusform>Das SmartCard-HSM in „%1“ hat einen DKEK aus %n Anteil; %2 davon steht noch aus (bisheriger Schlüsselprüfwert: %3).</numerusform>
            <numerusform>Das SmartCard-HSM in „%1“ hat einen DKEK aus %n Anteilen; %2 davon stehen noch aus (bisheriger Schlüsselprüfwert: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="46"/>
        <source>The SmartCard-HSM in &quot;%1&quot; has a complete DKEK of %n shares; its key check value is %2.</source>
        <translation>
            <numerusform>Das SmartCard-HSM in „%1“ hat einen vollständigen DKEK aus %n Anteil; sein Schlüsselprüfwert ist %2.</numerusform>
            <numerusform>Das SmartCard-HSM in „%1“ hat einen vollständigen DKEK aus %n Anteilen; sein Schlüsselprüfwert ist %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="54"/>
        <source>Import DKEK share</source>
        <translation>DKEK-Anteil importieren</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="59"/>
        <source>Importing the share into the SmartCard-HSM in &quot;%1&quot; adds it to the device&apos;s DKEK for good; only initialising the device again (which deletes every key) undoes it.</source>
        <translation>Der Import des Anteils in das SmartCard-HSM in „%1“ fügt ihn dauerhaft dem DKEK des Geräts hinzu; nur ein erneutes Initialisieren des Geräts (das alle Schlüssel löscht) macht das rückgängig.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="67"/>
        <source>Importing the DKEK share into the SmartCard-HSM…</source>
        <translation>DKEK-Anteil wird in das SmartCard-HSM importiert…</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="72"/>
        <source>The share is imported.</source>
        <translation>Der Anteil wurde importiert.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="88"/>
        <source>Wrapping the key</source>
        <translation>Schlüssel wird verpackt</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="89"/>
        <source>%1 exists; the wrapped key is never written over a file</source>
        <translation>%1 existiert; der verpackte Schlüssel überschreibt niemals eine Datei</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="112"/>
        <source>Back up key</source>
        <translation>Schlüssel sichern</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="117"/>
        <source>Wrapping key %1 of the SmartCard-HSM in &quot;%2&quot; under its DKEK (the key stays on the device)…</source>
        <translation>Schlüssel %1 des SmartCard-HSM in „%2“ wird unter seinem DKEK verpackt (der Schlüssel bleibt auf dem Gerät)…</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="125"/>
        <source>Key %1 is wrapped into %2 (key check value %3%4%5).</source>
        <translation>Schlüssel %1 wurde in %2 verpackt (Schlüsselprüfwert %3%4%5).</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="128"/>
        <source>, with its description</source>
        <translation>, mit seiner Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="129"/>
        <source>, with its certificate</source>
        <translation>, mit seinem Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="134"/>
        <source>the wrapped key file</source>
        <translation>die Datei mit dem verpackten Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="143"/>
        <source>Restore key</source>
        <translation>Schlüssel wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="148"/>
        <source>Unwrapping the key in %1 into key reference %2 of the SmartCard-HSM in &quot;%3&quot;…</source>
        <translation>Der Schlüssel in %1 wird in die Schlüsselreferenz %2 des SmartCard-HSM in „%3“ entpackt…</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="157"/>
        <source>The key is stored under key reference %1 of the SmartCard-HSM in &quot;%2&quot;%3.</source>
        <translation>Der Schlüssel ist unter der Schlüsselreferenz %1 des SmartCard-HSM in „%2“ gespeichert%3.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCommands.cpp" line="160"/>
        <source>, with its description for PKCS#11</source>
        <translation>, mit seiner Beschreibung für PKCS#11</translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmDkekCreate</name>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="72"/>
        <source>the password share</source>
        <translation>der Passwortanteil</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="114"/>
        <source>Create DKEK share</source>
        <translation>DKEK-Anteil erstellen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="119"/>
        <source>Creating the DKEK share</source>
        <translation>DKEK-Anteil wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="127"/>
        <source>%1 exists; a DKEK share is never written over a file</source>
        <translation>%1 existiert; ein DKEK-Anteil überschreibt niemals eine Datei</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="139"/>
        <source>%1 exists; a DKEK share or a password share is never written over a file</source>
        <translation>%1 existiert; ein DKEK-Anteil oder ein Passwortanteil überschreibt niemals eine Datei</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="148"/>
        <source>Reading the DKEK share&apos;s password</source>
        <translation>Passwort des DKEK-Anteils wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="154"/>
        <source>the two passwords differ</source>
        <translation>die beiden Passwörter unterscheiden sich</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="163"/>
        <source>the password must be at least %1 characters long</source>
        <translation>das Passwort muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="190"/>
        <source>Encrypting the new share under the password (this takes a few seconds)...</source>
        <translation>Der neue Anteil wird mit dem Passwort verschlüsselt (das dauert einige Sekunden)...</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="195"/>
        <source>Encrypting the new share under a random password (this takes a few seconds)...</source>
        <translation>Der neue Anteil wird mit einem zufälligen Passwort verschlüsselt (das dauert einige Sekunden)...</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="235"/>
        <source>a split password takes %1 to %2 password shares in files of their own, any %3 or more of them opening the share</source>
        <translation>ein aufgeteiltes Passwort braucht %1 bis %2 Passwortanteile in eigenen Dateien, von denen beliebige %3 oder mehr den Anteil öffnen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="287"/>
        <source>The DKEK share is written to %1 (no device was used). A DKEK made of this share alone has key check value %2.</source>
        <translation>Der DKEK-Anteil wurde in %1 geschrieben (es wurde kein Gerät verwendet). Ein DKEK allein aus diesem Anteil hat den Schlüsselprüfwert %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="291"/>
        <source>The DKEK share is written to %1 (no device was used) under a random password. The password is split into %n password shares, any %2 of which open the file; they are written to %3 (mode 0600). Give each key custodian one of them and remove the other copies from this computer. A DKEK made of this share alone has key check value %4.</source>
        <translation>
            <numerusform>Der DKEK-Anteil wurde mit einem zufälligen Passwort in %1 geschrieben (es wurde kein Gerät verwendet). Das Passwort ist in %n Passwortanteil aufgeteilt, von dem %2 die Datei öffnet; er wurde in %3 geschrieben (Modus 0600). Geben Sie ihn dem Schlüsselverwahrer und entfernen Sie die übrigen Kopien von diesem Rechner. Ein DKEK allein aus diesem Anteil hat den Schlüsselprüfwert %4.</numerusform>
            <numerusform>Der DKEK-Anteil wurde mit einem zufälligen Passwort in %1 geschrieben (es wurde kein Gerät verwendet). Das Passwort ist in %n Passwortanteile aufgeteilt, von denen beliebige %2 die Datei öffnen; sie wurden in %3 geschrieben (Modus 0600). Geben Sie jedem Schlüsselverwahrer einen davon und entfernen Sie die übrigen Kopien von diesem Rechner. Ein DKEK allein aus diesem Anteil hat den Schlüsselprüfwert %4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="304"/>
        <source>Nothing is kept: the share file written is removed again.</source>
        <translation>Nichts bleibt erhalten: Die geschriebene Anteilsdatei wird wieder entfernt.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmDkekCreate.cpp" line="306"/>
        <source>Nothing is kept: the share file and the password shares already written are removed again.</source>
        <translation>Nichts wird behalten: Die Anteilsdatei und die bereits geschriebenen Passwortanteile werden wieder entfernt.</translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmProvisioning</name>
    <message>
        <location filename="../src/app/ScHsmProvisioning.cpp" line="56"/>
        <source>Reading the DKEK shares of the profile</source>
        <translation>DKEK-Anteile des Profils werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmProvisioning.cpp" line="71"/>
        <source>the password in %1 does not open the DKEK share %2 (or the share file is damaged); nothing was sent to any token</source>
        <translation>das Passwort in %1 öffnet den DKEK-Anteil %2 nicht (oder die Anteilsdatei ist beschädigt); es wurde nichts an ein Token gesendet</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmProvisioning.cpp" line="91"/>
        <source>the profile initialises SmartCard-HSMs (&quot;initialize.scHsm&quot;), and the token &quot;%1&quot; (serial %2) of %3 that it selects is not one; nothing was done</source>
        <translation>das Profil initialisiert SmartCard-HSMs („initialize.scHsm“), aber das von ihm ausgewählte Token „%1“ (Seriennummer %2) von %3 ist keines; es wurde nichts getan</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmProvisioning.cpp" line="97"/>
        <source>the SmartCard-HSM &quot;%1&quot; reports no serial number, by which it would be found again after its initialisation; nothing was done</source>
        <translation>das SmartCard-HSM „%1“ meldet keine Seriennummer, an der es nach seiner Initialisierung wiedergefunden werden könnte; es wurde nichts getan</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmProvisioning.cpp" line="172"/>
        <source>The SmartCard-HSM in “%1” is initialised without a DKEK.</source>
        <translation>Das SmartCard-HSM in „%1“ ist ohne DKEK initialisiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="174"/>
        <source>The SmartCard-HSM in “%1” is initialised for a DKEK of %n shares.</source>
        <translation>
            <numerusform>Das SmartCard-HSM in „%1“ ist für einen DKEK aus %n Anteil initialisiert.</numerusform>
            <numerusform>Das SmartCard-HSM in „%1“ ist für einen DKEK aus %n Anteilen initialisiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="182"/>
        <source>DKEK share %1 imported; %n shares still outstanding.</source>
        <translation>
            <numerusform>DKEK-Anteil %1 importiert; %n Anteil steht noch aus.</numerusform>
            <numerusform>DKEK-Anteil %1 importiert; %n Anteile stehen noch aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="190"/>
        <source>The DKEK of %n shares is incomplete: %1 still outstanding (key check value so far: %2).</source>
        <translation>
            <numerusform>Der DKEK aus %n Anteil ist unvollständig: %1 noch ausstehend (bisheriger Schlüsselprüfwert: %2).</numerusform>
            <numerusform>Der DKEK aus %n Anteilen ist unvollständig: %1 noch ausstehend (bisheriger Schlüsselprüfwert: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmProvisioning.cpp" line="196"/>
        <source>The DKEK of %n shares is complete; its key check value is %1.</source>
        <translation>
            <numerusform>Der DKEK aus %n Anteil ist vollständig; sein Schlüsselprüfwert ist %1.</numerusform>
            <numerusform>Der DKEK aus %n Anteilen ist vollständig; sein Schlüsselprüfwert ist %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::ScHsmSetup</name>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="22"/>
        <source>Initialising the SmartCard-HSM</source>
        <translation>SmartCard-HSM wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="54"/>
        <source>There is no reader named &quot;%1&quot;.</source>
        <translation>Es gibt keinen Kartenleser namens „%1“.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="59"/>
        <source>There is no card in &quot;%1&quot;.</source>
        <translation>In „%1“ steckt keine Karte.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="66"/>
        <source>The card in &quot;%1&quot; is an OpenPGP card that GnuPG uses; it is not a SmartCard-HSM.</source>
        <translation>Die Karte in „%1“ ist eine OpenPGP-Karte, die GnuPG verwendet; sie ist kein SmartCard-HSM.</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="116"/>
        <source>No PC/SC reader is named &quot;%1&quot;; is the device still plugged in?</source>
        <translation>Kein PC/SC-Kartenleser heißt „%1“; ist das Gerät noch eingesteckt?</translation>
    </message>
    <message>
        <location filename="../src/app/ScHsmSetup.cpp" line="220"/>
        <source>Reading the SmartCard-HSM&apos;s status</source>
        <translation>Status des SmartCard-HSM wird gelesen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/ScHsmSetup.cpp" line="236"/>
        <source>The SmartCard-HSM in &quot;%1&quot; reports that %2 of its %n DKEK shares are still to be imported; it makes no keys until they are.</source>
        <translation>
            <numerusform>Das SmartCard-HSM in „%1“ meldet, dass %2 seines %n DKEK-Anteils noch zu importieren ist; bis dahin erzeugt es keine Schlüssel.</numerusform>
            <numerusform>Das SmartCard-HSM in „%1“ meldet, dass %2 seiner %n DKEK-Anteile noch zu importieren sind; bis dahin erzeugt es keine Schlüssel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::app::TokenImportCommands</name>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="68"/>
        <source>Importing the certificate</source>
        <translation>Zertifikat wird importiert</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="71"/>
        <source>name the certificate file</source>
        <translation>geben Sie die Zertifikatsdatei an</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="74"/>
        <source>the certificate</source>
        <translation>das Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="89"/>
        <source>Import certificate</source>
        <translation>Zertifikat importieren</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="94"/>
        <source>Enter the %1 of “%2” to write the certificate “%3” onto it.</source>
        <translation>Geben Sie die %1 von „%2“ ein, um das Zertifikat „%3“ darauf zu schreiben.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="100"/>
        <source>Writing the certificate onto the token…</source>
        <translation>Zertifikat wird auf das Token geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="112"/>
        <location filename="../src/app/TokenImportCommands.cpp" line="222"/>
        <source>Imported: %1.</source>
        <translation>Importiert: %1.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="113"/>
        <source>Imported: %1, subject %2.</source>
        <translation>Importiert: %1, Subjekt %2.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="132"/>
        <location filename="../src/app/TokenImportCommands.cpp" line="151"/>
        <source>Importing the PKCS#12 file</source>
        <translation>PKCS#12-Datei wird importiert</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="134"/>
        <source>name the PKCS#12 file</source>
        <translation>geben Sie die PKCS#12-Datei an</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="152"/>
        <source>the file holds an %1 key and the token lists no %1 mechanism</source>
        <translation>die Datei enthält einen %1-Schlüssel, aber das Token nennt keinen %1-Mechanismus</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="183"/>
        <source>Import PKCS#12</source>
        <translation>PKCS#12 importieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/TokenImportCommands.cpp" line="189"/>
        <source>Enter the %1 of “%2” to write the key, its certificate and the %n CA certificate(s) from the file onto it.</source>
        <translation>
            <numerusform>Geben Sie die %1 von „%2“ ein, um den Schlüssel, sein Zertifikat und %n CA-Zertifikat aus der Datei darauf zu schreiben.</numerusform>
            <numerusform>Geben Sie die %1 von „%2“ ein, um den Schlüssel, sein Zertifikat und die %n CA-Zertifikate aus der Datei darauf zu schreiben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="195"/>
        <source>Enter the %1 of “%2” to write the key and its certificate onto it.</source>
        <translation>Geben Sie die %1 von „%2“ ein, um den Schlüssel und sein Zertifikat darauf zu schreiben.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="197"/>
        <source>Enter the %1 of “%2” to write the key onto it.</source>
        <translation>Geben Sie die %1 von „%2“ ein, um den Schlüssel darauf zu schreiben.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="203"/>
        <source>Importing the PKCS#12 file…</source>
        <translation>PKCS#12-Datei wird importiert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenImportCommands.cpp" line="208"/>
        <source>Cancelling: what was written is removed again…</source>
        <translation>Wird abgebrochen: Bereits Geschriebenes wird wieder entfernt…</translation>
    </message>
</context>
<context>
    <name>keyward::app::TokenKeyCommands</name>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="51"/>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="70"/>
        <source>slot %1</source>
        <translation>Steckplatz %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="77"/>
        <source>User PIN: </source>
        <translation>Benutzer-PIN: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="79"/>
        <source>%1 of %2: </source>
        <translation>%1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="96"/>
        <source>Generating the key pair</source>
        <translation>Schlüsselpaar wird erzeugt</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="97"/>
        <source>Keyward does not generate %1 keys</source>
        <translation>Keyward erzeugt keine Schlüssel vom Typ %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="102"/>
        <source>Generating the key pair (%1)</source>
        <translation>Schlüsselpaar wird erzeugt (%1)</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="111"/>
        <source>Generate key pair</source>
        <translation>Schlüsselpaar erzeugen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="116"/>
        <source>Enter the %1 of “%2” to generate the %3 key pair “%4”.</source>
        <translation>Geben Sie die %1 von „%2“ ein, um das %3-Schlüsselpaar „%4“ zu erzeugen.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="122"/>
        <source>Generating the %1 key pair on the token…</source>
        <translation>%1-Schlüsselpaar wird auf dem Token erzeugt…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="127"/>
        <source>Cancelling: the new key pair will be deleted…</source>
        <translation>Wird abgebrochen: Das neue Schlüsselpaar wird gelöscht…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="138"/>
        <source>Key pair “%1” (%2) generated.</source>
        <translation>Schlüsselpaar „%1“ (%2) erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="140"/>
        <source>Key pair “%1” (%2) generated, ID %3.</source>
        <translation>Schlüsselpaar „%1“ (%2) erzeugt, ID %3.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="162"/>
        <source>Creating the self-signed certificate</source>
        <translation>Selbstsigniertes Zertifikat wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="163"/>
        <source>Creating the certificate request</source>
        <translation>Zertifikatsanforderung wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="165"/>
        <source>name the key by its label or ID</source>
        <translation>benennen Sie den Schlüssel über seine Bezeichnung oder ID</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="168"/>
        <source>give the subject (&quot;/CN=...&quot;)</source>
        <translation>geben Sie das Subjekt an (&quot;/CN=...&quot;)</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="175"/>
        <source>%1 exists and is kept</source>
        <translation>%1 existiert und bleibt erhalten</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="182"/>
        <source>Create certificate</source>
        <translation>Zertifikat erstellen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="183"/>
        <source>Create request</source>
        <translation>Anforderung erstellen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="190"/>
        <source>Enter the %1 to sign the certificate with “%2”.</source>
        <translation>Geben Sie die %1 ein, um das Zertifikat mit „%2“ zu signieren.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="191"/>
        <source>Enter the %1 to sign the request with “%2”.</source>
        <translation>Geben Sie die %1 ein, um die Anforderung mit „%2“ zu signieren.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="196"/>
        <source>Signing the certificate on the token…</source>
        <translation>Zertifikat wird auf dem Token signiert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="197"/>
        <source>Signing the request on the token…</source>
        <translation>Anforderung wird auf dem Token signiert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="202"/>
        <source>Cancelling: the certificate will not be stored…</source>
        <translation>Wird abgebrochen: Das Zertifikat wird nicht gespeichert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="227"/>
        <source>Certificate request made.</source>
        <translation>Zertifikatsanforderung erstellt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="228"/>
        <source>Certificate request saved to %1.</source>
        <translation>Zertifikatsanforderung nach %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="231"/>
        <source>Self-signed certificate saved to %1 and written onto the token.</source>
        <translation>Selbstsigniertes Zertifikat nach %1 gespeichert und auf das Token geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="235"/>
        <source>Self-signed certificate written onto the token.</source>
        <translation>Selbstsigniertes Zertifikat auf das Token geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="238"/>
        <source>Self-signed certificate made.</source>
        <translation>Selbstsigniertes Zertifikat erstellt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="239"/>
        <source>Self-signed certificate saved to %1.</source>
        <translation>Selbstsigniertes Zertifikat nach %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="266"/>
        <source>Deleting the object</source>
        <translation>Objekt wird gelöscht</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="267"/>
        <source>the object has neither ID nor label, so Keyward cannot name it alone</source>
        <translation>das Objekt hat weder ID noch Bezeichnung, daher kann Keyward es nicht eindeutig benennen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="276"/>
        <source>Delete object</source>
        <translation>Objekt löschen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="282"/>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="283"/>
        <source>%1 “%2” (ID %3)</source>
        <translation>%1 „%2“ (ID %3)</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="294"/>
        <source>Enter the %1 to delete the %2 with ID %3.</source>
        <translation>Geben Sie die %1 ein, um Folgendes zu löschen: %2 mit der ID %3.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="297"/>
        <source>Enter the %1 to delete the %2.</source>
        <translation>Geben Sie die %1 ein, um Folgendes zu löschen: %2.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="302"/>
        <source>Deleting…</source>
        <translation>Wird gelöscht…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="325"/>
        <source>Delete the %1 from token “%2”? This cannot be undone.</source>
        <translation>%1 von Token „%2“ löschen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenKeyCommands.cpp" line="340"/>
        <source>Deleted: %1.</source>
        <translation>Gelöscht: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::app::TokenPinCommands</name>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="72"/>
        <source>Changing the SO PIN</source>
        <translation>SO-PIN wird geändert</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="73"/>
        <source>token “%1” has no SO PIN of its own, so there is none to change</source>
        <translation>Token „%1“ hat keine eigene SO-PIN, daher gibt es keine, die geändert werden könnte</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="85"/>
        <source>Change user PIN</source>
        <translation>Benutzer-PIN ändern</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="87"/>
        <source>Change admin PIN</source>
        <translation>Admin-PIN ändern</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="88"/>
        <source>Change SO PIN</source>
        <translation>SO-PIN ändern</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="92"/>
        <source>Unblock user PIN</source>
        <translation>Benutzer-PIN entsperren</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="92"/>
        <source>Set user PIN</source>
        <translation>Benutzer-PIN setzen</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="98"/>
        <source>Enter the current %1 of “%2” and the new one.</source>
        <translation>Geben Sie die aktuelle %1 von „%2“ und die neue ein.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="102"/>
        <source>Token “%1” has no SO PIN: enter its first user PIN.</source>
        <translation>Token „%1“ hat keine SO-PIN: Geben Sie seine erste Benutzer-PIN ein.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="105"/>
        <source>Enter the %1 of “%2” and a new user PIN to unblock it.</source>
        <translation>Geben Sie zum Entsperren der Benutzer-PIN die %1 von „%2“ und eine neue Benutzer-PIN ein.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="107"/>
        <source>Enter the %1 of “%2” and the new user PIN.</source>
        <translation>Geben Sie die %1 von „%2“ und die neue Benutzer-PIN ein.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="117"/>
        <source>%1 of %2: </source>
        <translation>%1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="120"/>
        <source>Current user PIN: </source>
        <translation>Aktuelle Benutzer-PIN: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="121"/>
        <source>Current %1 of %2: </source>
        <translation>Aktuelle %1 von %2: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="126"/>
        <source>New %1: </source>
        <translation>Neue %1: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="126"/>
        <source>New user PIN: </source>
        <translation>Neue Benutzer-PIN: </translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="133"/>
        <source>Changing the user PIN…</source>
        <translation>Benutzer-PIN wird geändert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="135"/>
        <source>Changing the %1…</source>
        <translation>%1 wird geändert…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="139"/>
        <source>Unblocking the user PIN…</source>
        <translation>Benutzer-PIN wird entsperrt…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="139"/>
        <source>Setting the user PIN…</source>
        <translation>Benutzer-PIN wird gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="150"/>
        <source>the PIN given is not the %1</source>
        <translation>die angegebene PIN ist nicht die %1</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="163"/>
        <source>Reading the token afterwards failed, so what it reports about the PIN now is unknown.</source>
        <translation>Das anschließende Lesen des Tokens ist fehlgeschlagen, daher ist nicht bekannt, was es jetzt über die PIN meldet.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="170"/>
        <source>The token reports no wrong tries.</source>
        <translation>Das Token meldet keine Fehlversuche.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="173"/>
        <source>The token reports a wrong try since the last correct one.</source>
        <translation>Das Token meldet einen Fehlversuch seit der letzten richtigen Eingabe.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="176"/>
        <source>The token reports one try left.</source>
        <translation>Das Token meldet, dass nur noch ein Versuch übrig ist.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="179"/>
        <source>The token reports it locked.</source>
        <translation>Das Token meldet sie als gesperrt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="182"/>
        <source>The token reports it not set.</source>
        <translation>Das Token meldet sie als nicht gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="186"/>
        <source>The token wants it changed before its next use.</source>
        <translation>Das Token verlangt, dass sie vor der nächsten Verwendung geändert wird.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="197"/>
        <source>The %1 of “%2” is changed.</source>
        <translation>Die %1 von „%2“ wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="200"/>
        <source>The user PIN of “%1” is unblocked and set.</source>
        <translation>Die Benutzer-PIN von „%1“ wurde entsperrt und gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/app/TokenPinCommands.cpp" line="201"/>
        <source>The user PIN of “%1” is set.</source>
        <translation>Die Benutzer-PIN von „%1“ wurde gesetzt.</translation>
    </message>
</context>
<context>
    <name>keyward::bench</name>
    <message>
        <location filename="../src/bench/KeyPoolBench.cpp" line="497"/>
        <source>The key pool serves %1× the requests on this token.</source>
        <translation>Der Schlüsselpool bedient auf diesem Token %1-mal so viele Anfragen.</translation>
    </message>
    <message>
        <location filename="../src/bench/KeyPoolBench.cpp" line="500"/>
        <source>Generating on demand is faster here.</source>
        <translation>Das Erzeugen bei Bedarf ist hier schneller.</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/KeyPoolToken.cpp" line="49"/>
        <source>Key pool benchmark</source>
        <translation>Schlüsselpool-Benchmark</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/KeyPoolToken.cpp" line="123"/>
        <source>Preparing the key pool benchmark</source>
        <translation>Schlüsselpool-Benchmark wird vorbereitet</translation>
    </message>
</context>
<context>
    <name>keyward::bench::AgentBenchRunner</name>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="31"/>
        <source>end-to-end benchmark</source>
        <translation>Ende-zu-Ende-Benchmark</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="185"/>
        <source>only sign, decrypt and authenticate go through gpg-agent</source>
        <translation>nur Signieren, Entschlüsseln und Authentisieren laufen über gpg-agent</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="267"/>
        <source>no key with keygrip %1 on the card</source>
        <translation>kein Schlüssel mit Keygrip %1 auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="268"/>
        <source>no key in %1 on the card</source>
        <translation>kein Schlüssel in %1 auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="269"/>
        <source>The card holds no key with keygrip %2 to measure (%1).</source>
        <translation>Die Karte enthält keinen Schlüssel mit Keygrip %2 zum Messen (%1).</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="271"/>
        <source>The card holds no key in %2 to measure (%1); generate one or move one to the card first.</source>
        <translation>Die Karte enthält keinen Schlüssel in %2 zum Messen (%1); erzeugen Sie zuerst einen oder verschieben Sie einen auf die Karte.</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="294"/>
        <source>gpg-agent holds key %1 on disk, not on the card</source>
        <translation>gpg-agent hält Schlüssel %1 auf der Festplatte, nicht auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="309"/>
        <source>public key of %1 not understood</source>
        <translation>öffentlicher Schlüssel von %1 nicht verstanden</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="333"/>
        <source>cannot encrypt to the card&apos;s RSA key</source>
        <translation>an den RSA-Schlüssel der Karte kann nicht verschlüsselt werden</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="345"/>
        <source>decryption key on curve %1</source>
        <translation>Entschlüsselungsschlüssel auf Kurve %1</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="352"/>
        <source>cannot make an ECDH key on the card&apos;s curve</source>
        <translation>auf der Kurve der Karte kann kein ECDH-Schlüssel erzeugt werden</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="369"/>
        <source>gpg-agent returned no signature</source>
        <translation>gpg-agent hat keine Signatur zurückgegeben</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="383"/>
        <source>the decrypted value differs from what was encrypted</source>
        <translation>der entschlüsselte Wert weicht vom verschlüsselten ab</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="433"/>
        <source>the card asks for the user PIN</source>
        <translation>die Karte verlangt die Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentBenchRunner.cpp" line="436"/>
        <source>gpg-agent made an unexpected inquiry</source>
        <translation>gpg-agent hat eine unerwartete Rückfrage gestellt</translation>
    </message>
</context>
<context>
    <name>keyward::bench::AgentCardCases</name>
    <message>
        <location filename="../src/bench/agent/AgentCardCases.cpp" line="42"/>
        <source>card key</source>
        <translation>Kartenschlüssel</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentCardCases.cpp" line="49"/>
        <source>key generation would replace the card&apos;s key</source>
        <translation>die Schlüsselerzeugung würde den Schlüssel der Karte ersetzen</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentCardCases.cpp" line="51"/>
        <source>gpg-agent keeps a verified PIN; PIN verification is measured as device time over PC/SC</source>
        <translation>gpg-agent behält eine geprüfte PIN; die PIN-Prüfung wird als Gerätezeit über PC/SC gemessen</translation>
    </message>
    <message>
        <location filename="../src/bench/agent/AgentCardCases.cpp" line="53"/>
        <source>not a gpg-agent operation</source>
        <translation>keine gpg-agent-Operation</translation>
    </message>
</context>
<context>
    <name>keyward::bench::AgentCardIdentity</name>
    <message>
        <location filename="../src/bench/agent/AgentCardIdentity.cpp" line="15"/>
        <source>identify the card through gpg-agent</source>
        <translation>die Karte über gpg-agent identifizieren</translation>
    </message>
</context>
<context>
    <name>keyward::bench::CardIdentity</name>
    <message>
        <location filename="../src/bench/runners/CardIdentity.cpp" line="19"/>
        <source>identify the OpenPGP card</source>
        <translation>OpenPGP-Karte identifizieren</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/CardIdentity.cpp" line="73"/>
        <source>find a card for the benchmark</source>
        <translation>Karte für den Benchmark suchen</translation>
    </message>
</context>
<context>
    <name>keyward::bench::DeviceIdentity</name>
    <message>
        <location filename="../src/bench/DeviceIdentity.cpp" line="15"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
</context>
<context>
    <name>keyward::bench::HtmlReport</name>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="39"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="48"/>
        <source> (published, %1)</source>
        <translation> (veröffentlicht, %1)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="49"/>
        <source> (published)</source>
        <translation> (veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="51"/>
        <source> (imported)</source>
        <translation> (importiert)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="87"/>
        <source>Statistics per case</source>
        <translation>Statistik pro Fall</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="89"/>
        <source>Latencies in milliseconds over the steady state (warm-up left out and shown as the cold median); CI95 is the 95 % confidence interval of the mean; throughput in operations per second, by the wall clock and as implied by the mean latency.</source>
        <translation>Latenzen in Millisekunden im eingeschwungenen Zustand (Aufwärmphase ausgenommen und als Kaltstart-Median angegeben); KI95 ist das 95-%-Konfidenzintervall des Mittelwerts; Durchsatz in Operationen pro Sekunde, nach der Wanduhr und wie aus der mittleren Latenz abgeleitet.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="94"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="94"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="94"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="95"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="95"/>
        <location filename="../src/bench/HtmlReport.cpp" line="132"/>
        <location filename="../src/bench/HtmlReport.cpp" line="203"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="95"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="95"/>
        <source>Median (ms)</source>
        <translation>Median (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="96"/>
        <source>Mean (ms)</source>
        <translation>Mittelwert (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="96"/>
        <source>SD (ms)</source>
        <translation>SA (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="96"/>
        <source>Min (ms)</source>
        <translation>Min. (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="97"/>
        <source>Max (ms)</source>
        <translation>Max. (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="97"/>
        <source>p95 (ms)</source>
        <translation>p95 (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="97"/>
        <source>p99 (ms)</source>
        <translation>p99 (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="98"/>
        <source>CI95 (ms)</source>
        <translation>KI95 (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="98"/>
        <location filename="../src/bench/HtmlReport.cpp" line="132"/>
        <source>Wall-clock ops/s</source>
        <translation>Ops/s (Wanduhr)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="99"/>
        <location filename="../src/bench/HtmlReport.cpp" line="133"/>
        <source>Latency-derived ops/s</source>
        <translation>Ops/s (aus Latenz)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="99"/>
        <source>Cold median (ms)</source>
        <translation>Kaltstart-Median (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="119"/>
        <source>%1 (n = %2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="130"/>
        <source>Throughput against threads (PKCS#11)</source>
        <translation>Durchsatz über Threads (PKCS#11)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="132"/>
        <location filename="../src/bench/HtmlReport.cpp" line="202"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="133"/>
        <source>Mean latency (ms)</source>
        <translation>Mittlere Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="161"/>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="162"/>
        <source>Serial numbers are left out.</source>
        <translation>Seriennummern sind ausgelassen.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="164"/>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="164"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="164"/>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="164"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="165"/>
        <source>Virtual</source>
        <translation>Virtuell</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="168"/>
        <source>yes (virtual: software figures, not hardware)</source>
        <translation>ja (virtuell: Softwarewerte, keine Hardware)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="169"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="186"/>
        <source>Sources of the published figures</source>
        <translation>Quellen der veröffentlichten Werte</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="189"/>
        <source>source not recorded</source>
        <translation>Quelle nicht erfasst</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="193"/>
        <source>Published figures were measured by others, on other machines and through the path named beside them; they are shown for reference, not as measurements by Keyward.</source>
        <translation>Veröffentlichte Werte wurden von anderen gemessen, auf anderen Rechnern und über den daneben genannten Weg; sie dienen als Vergleich und sind keine Messungen von Keyward.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="200"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="202"/>
        <source>Started (UTC)</source>
        <translation>Gestartet (UTC)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="202"/>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="203"/>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="203"/>
        <source>Iterations per thread</source>
        <translation>Iterationen pro Thread</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="204"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="204"/>
        <source>Timer resolution (ns)</source>
        <translation>Timer-Auflösung (ns)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="204"/>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="208"/>
        <source>published figure: %1</source>
        <translation>veröffentlichter Wert: %1</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="211"/>
        <source>imported from %1</source>
        <translation>importiert aus %1</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="214"/>
        <source>stopped early: sample buffer full</source>
        <translation>vorzeitig beendet: Messwertpuffer voll</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="250"/>
        <source>Environment and software versions</source>
        <translation>Umgebung und Softwareversionen</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="252"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="252"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="252"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="252"/>
        <source>Software</source>
        <translation>Software</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="268"/>
        <source>Load profile: %1 · %2 · %3</source>
        <translation>Lastprofil: %1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/bench/HtmlReport.cpp" line="271"/>
        <source>%n worker(s); started %1; service rate %2 per second (workers / mean service time); </source>
        <translation>
            <numerusform>%n Worker; gestartet %1; Bedienrate %2 pro Sekunde (Worker / mittlere Bedienzeit); </numerusform>
            <numerusform>%n Worker; gestartet %1; Bedienrate %2 pro Sekunde (Worker / mittlere Bedienzeit); </numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="276"/>
        <source>the queue starts to grow at %1 requests per second (step %2).</source>
        <translation>die Warteschlange beginnt bei %1 Anfragen pro Sekunde zu wachsen (Stufe %2).</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="279"/>
        <source>the queue did not grow at any step.</source>
        <translation>die Warteschlange ist auf keiner Stufe gewachsen.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="282"/>
        <source>Not every request was served before the drain limit.</source>
        <translation>Nicht jede Anfrage wurde vor dem Ablauf der Nachlaufgrenze bedient.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="286"/>
        <source>Little&apos;s law: L = λ·W. Measured L is the time average of requests in the system during the step; predicted is the measured arrival rate times the mean time in system of the step&apos;s requests. Times in ms.</source>
        <translation>Littles Gesetz: L = λ·W. Das gemessene L ist der zeitliche Mittelwert der Anfragen im System während der Stufe; vorhergesagt ist die gemessene Ankunftsrate mal der mittleren Verweilzeit der Anfragen der Stufe. Zeiten in ms.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="290"/>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="290"/>
        <source>Offered /s</source>
        <translation>Angeboten /s</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="290"/>
        <source>Arrivals /s (λ)</source>
        <translation>Ankünfte /s (λ)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="291"/>
        <source>Completed /s</source>
        <translation>Erledigt /s</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="291"/>
        <source>Mean service (ms)</source>
        <translation>Mittlere Bedienzeit (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="292"/>
        <source>Mean wait (ms)</source>
        <translation>Mittlere Wartezeit (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="292"/>
        <source>Mean latency W (ms)</source>
        <translation>Mittlere Latenz W (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="293"/>
        <source>p95 latency (ms)</source>
        <translation>p95-Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="293"/>
        <source>In system, measured (L)</source>
        <translation>Im System, gemessen (L)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="294"/>
        <source>In system, Little&apos;s law (λ·W)</source>
        <translation>Im System, Littles Gesetz (λ·W)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="294"/>
        <source>Queued, measured (Lq)</source>
        <translation>Wartend, gemessen (Lq)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="295"/>
        <source>Queued, Little&apos;s law (λ·Wq)</source>
        <translation>Wartend, Littles Gesetz (λ·Wq)</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="295"/>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="296"/>
        <source>Queue grows</source>
        <translation>Warteschlange wächst</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="306"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="331"/>
        <source>SVG</source>
        <translation>SVG</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="353"/>
        <source>Keyward benchmark report</source>
        <translation>Keyward-Benchmarkbericht</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="367"/>
        <source>Generated %1 by Keyward.</source>
        <translation>Erstellt am %1 von Keyward.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="375"/>
        <source>Virtual devices are included, marked (virtual): their figures are software figures, not hardware.</source>
        <translation>Virtuelle Geräte sind enthalten und mit (virtuell) gekennzeichnet: Ihre Werte sind Softwarewerte, keine Hardwarewerte.</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="380"/>
        <source>Advice from the figures measured</source>
        <translation>Empfehlungen aus den gemessenen Werten</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="386"/>
        <source>Published TLS figures and their sources</source>
        <translation>Veröffentlichte TLS-Werte und ihre Quellen</translation>
    </message>
    <message>
        <location filename="../src/bench/HtmlReport.cpp" line="399"/>
        <source>Skipped cases</source>
        <translation>Übersprungene Fälle</translation>
    </message>
</context>
<context>
    <name>keyward::bench::KeyPoolRecord</name>
    <message>
        <location filename="../src/bench/KeyPoolRecord.cpp" line="81"/>
        <source>read key pool run</source>
        <translation>Schlüsselpool-Lauf lesen</translation>
    </message>
    <message>
        <location filename="../src/bench/KeyPoolRecord.cpp" line="82"/>
        <source>the field %1 is missing or out of range</source>
        <translation>das Feld %1 fehlt oder liegt außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <location filename="../src/bench/KeyPoolRecord.cpp" line="304"/>
        <source>Key pool vs on demand</source>
        <translation>Schlüsselpool vs. bei Bedarf</translation>
    </message>
    <message>
        <location filename="../src/bench/KeyPoolRecord.cpp" line="305"/>
        <source>Key pool</source>
        <translation>Schlüsselpool</translation>
    </message>
    <message>
        <location filename="../src/bench/KeyPoolRecord.cpp" line="306"/>
        <source>On demand (key pool experiment)</source>
        <translation>Bei Bedarf (Schlüsselpool-Experiment)</translation>
    </message>
</context>
<context>
    <name>keyward::bench::PinGuard</name>
    <message>
        <location filename="../src/bench/PinGuard.cpp" line="29"/>
        <source>the PIN was refused earlier in this run and was not sent again</source>
        <translation>die PIN wurde in diesem Lauf bereits abgelehnt und nicht erneut gesendet</translation>
    </message>
    <message>
        <location filename="../src/bench/PinGuard.cpp" line="35"/>
        <source>the PIN is blocked; nothing was sent</source>
        <translation>die PIN ist gesperrt; es wurde nichts gesendet</translation>
    </message>
    <message>
        <location filename="../src/bench/PinGuard.cpp" line="42"/>
        <source>the PIN has one try left and a wrong PIN would block it; nothing was sent</source>
        <translation>die PIN hat nur noch einen Versuch, und eine falsche PIN würde sie sperren; es wurde nichts gesendet</translation>
    </message>
</context>
<context>
    <name>keyward::bench::Pkcs11Bench</name>
    <message>
        <location filename="../src/bench/runners/Pkcs11Bench.cpp" line="65"/>
        <source>user PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Bench.cpp" line="89"/>
        <source>open the token for the benchmark</source>
        <translation>Token für den Benchmark öffnen</translation>
    </message>
</context>
<context>
    <name>keyward::bench::Pkcs11Runner</name>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="44"/>
        <source>prepare the PKCS#11 benchmark</source>
        <translation>PKCS#11-Benchmark vorbereiten</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="96"/>
        <source>log out</source>
        <translation>abmelden</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="115"/>
        <source>sign</source>
        <translation>signieren</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="124"/>
        <source>decrypt</source>
        <translation>entschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="99"/>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="131"/>
        <source>log in</source>
        <translation>anmelden</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="138"/>
        <source>benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="165"/>
        <source>PIN verification needs the user PIN</source>
        <translation>die PIN-Prüfung benötigt die Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="169"/>
        <source>PIN verification is measured with one thread: a login is shared by every session of the application</source>
        <translation>die PIN-Prüfung wird mit einem Thread gemessen: eine Anmeldung gilt für alle Sitzungen der Anwendung</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/Pkcs11Runner.cpp" line="242"/>
        <source>generate a key</source>
        <translation>Schlüssel erzeugen</translation>
    </message>
</context>
<context>
    <name>keyward::bench::PublishedFigures</name>
    <message>
        <location filename="../src/bench/PublishedFigures.cpp" line="100"/>
        <source>Published figures exist for %1 only (%2); they are drawn beside measured runs of the same algorithm and operation, and there are none yet.</source>
        <translation>Veröffentlichte Werte gibt es nur für %1 (%2); sie werden neben gemessenen Läufen desselben Algorithmus und derselben Operation gezeichnet, und davon gibt es noch keine.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedFigures.cpp" line="107"/>
        <source>Published figures exist for %1 only; none are drawn for %2.</source>
        <translation>Veröffentlichte Werte gibt es nur für %1; für %2 wird keiner gezeichnet.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedFigures.cpp" line="110"/>
        <source>Published figures exist for %1 with %2 only; none are drawn for %3.</source>
        <translation>Veröffentlichte Werte gibt es nur für %1 mit %2; für %3 wird keiner gezeichnet.</translation>
    </message>
</context>
<context>
    <name>keyward::bench::PublishedTlsFigures</name>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="25"/>
        <source>Measured with siege against Apache mod_nss, 5 s of think time per simulated client; transactions per second of the whole server, not handshakes alone.</source>
        <translation>Gemessen mit siege gegen Apache mod_nss, 5 s Bedenkzeit pro simuliertem Client; Transaktionen pro Sekunde des gesamten Servers, nicht nur Handshakes.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="27"/>
        <source>source not recorded</source>
        <translation>Quelle nicht erfasst</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="29"/>
        <source>Apache mod_nss with the key on a Nitrokey HSM, 5 concurrent clients</source>
        <translation>Apache mod_nss mit dem Schlüssel auf einem Nitrokey HSM, 5 gleichzeitige Clients</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="32"/>
        <source>Apache mod_nss with the key on a Nitrokey HSM, 10 concurrent clients</source>
        <translation>Apache mod_nss mit dem Schlüssel auf einem Nitrokey HSM, 10 gleichzeitige Clients</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="35"/>
        <source>From 20 clients on, connections failed.</source>
        <translation>Ab 20 Clients schlugen Verbindungen fehl.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="36"/>
        <source>Apache mod_nss with the key on a Nitrokey HSM, no think time</source>
        <translation>Apache mod_nss mit dem Schlüssel auf einem Nitrokey HSM, ohne Bedenkzeit</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="39"/>
        <source>siege without delay saturated the token; about half of the requests failed.</source>
        <translation>siege ohne Verzögerung hat das Token ausgelastet; etwa die Hälfte der Anfragen schlug fehl.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="41"/>
        <source>Modular arithmetic units of an UltraSPARC T1 through the Solaris Cryptographic Framework (PKCS#11)</source>
        <translation>Modulare Arithmetikeinheiten eines UltraSPARC T1 über das Solaris Cryptographic Framework (PKCS#11)</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="49"/>
        <source>RSA-1024, not RSA-2048; raw operations, not handshakes. The 20–40 % higher SSL throughput where 9 % of requests were full handshakes: source not recorded.</source>
        <translation>RSA-1024, nicht RSA-2048; rohe Operationen, keine Handshakes. Der um 20–40 % höhere SSL-Durchsatz, wenn 9 % der Anfragen vollständige Handshakes waren: Quelle nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="52"/>
        <source>ECDHE-ECDSA P-256 against ECDHE-RSA RSA-2048, per handshake</source>
        <translation>ECDHE-ECDSA P-256 gegenüber ECDHE-RSA RSA-2048, pro Handshake</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="54"/>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="57"/>
        <source>A TLS performance study&apos;s ratio; the study could not be identified.</source>
        <translation>Verhältnis aus einer Studie zur TLS-Leistung; die Studie konnte nicht ermittelt werden.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="55"/>
        <source>ECDHE-ECDSA P-256 against ECDHE-RSA RSA-3072, per handshake</source>
        <translation>ECDHE-ECDSA P-256 gegenüber ECDHE-RSA RSA-3072, pro Handshake</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="83"/>
        <source>%1 %2: %3.</source>
        <translation>%1 %2: %3.</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="86"/>
        <source>%1 Source: %2%3. %4</source>
        <translation>%1 Quelle: %2%3. %4</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="88"/>
        <source>%1 Not drawn: a ratio, not a rate. Source: %2%3. %4</source>
        <translation>%1 Nicht gezeichnet: ein Verhältnis, keine Rate. Quelle: %2%3. %4</translation>
    </message>
    <message>
        <location filename="../src/bench/PublishedTlsFigures.cpp" line="91"/>
        <source>%1 Not drawn: source not recorded. %2</source>
        <translation>%1 Nicht gezeichnet: Quelle nicht erfasst. %2</translation>
    </message>
</context>
<context>
    <name>keyward::bench::ResultImport</name>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="69"/>
        <source>%1 is longer than %2 characters</source>
        <translation>%1 ist länger als %2 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="79"/>
        <source>%1 is not text</source>
        <translation>%1 ist kein Text</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="95"/>
        <source>%1 must be a number from %2 to %3</source>
        <translation>%1 muss eine Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="106"/>
        <source>%1 must be a whole number</source>
        <translation>%1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="116"/>
        <source>a sample is not a time from 0 to %1 ns</source>
        <translation>ein Messwert ist keine Zeit von 0 bis %1 ns</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="124"/>
        <source>%1 is not a list of samples</source>
        <translation>%1 ist keine Liste von Messwerten</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="129"/>
        <source>%1 holds more samples than a run can have</source>
        <translation>%1 enthält mehr Messwerte, als ein Lauf haben kann</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="194"/>
        <location filename="../src/bench/ResultImport.cpp" line="301"/>
        <source>import results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="198"/>
        <source>run without a valid uuid</source>
        <translation>Lauf ohne gültige UUID</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="234"/>
        <source>environment.software names more than %1 programs</source>
        <translation>environment.software nennt mehr als %1 Programme</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="253"/>
        <source>details is not an object</source>
        <translation>details ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="256"/>
        <source>details has more than %1 kinds</source>
        <translation>details enthält mehr als %1 Arten</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="264"/>
        <source>details.%1 is not an object of at most %2 bytes</source>
        <translation>details.%1 ist kein Objekt von höchstens %2 Bytes</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="273"/>
        <source>samples is not a list</source>
        <translation>samples ist keine Liste</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="282"/>
        <source>bad thread index in samples</source>
        <translation>ungültiger Thread-Index in samples</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="309"/>
        <source>not a Keyward benchmark result file</source>
        <translation>keine Keyward-Ergebnisdatei für Benchmarks</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="315"/>
        <source>result file version %1 is newer than this Keyward</source>
        <translation>Ergebnisdatei-Version %1 ist neuer als diese Keyward-Version</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="330"/>
        <location filename="../src/bench/ResultImport.cpp" line="333"/>
        <source>import samples CSV</source>
        <translation>Messwerte-CSV importieren</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="334"/>
        <source>not a Keyward samples CSV</source>
        <translation>keine Keyward-CSV-Datei mit Messwerten</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="347"/>
        <source>line %1: %2 fields</source>
        <translation>Zeile %1: %2 Felder</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="351"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="358"/>
        <source>line %1: run without a valid uuid</source>
        <translation>Zeile %1: Lauf ohne gültige UUID</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="360"/>
        <source>line %1: threads must be 1 to %2</source>
        <translation>Zeile %1: threads muss 1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="387"/>
        <source>line %1: bad thread index</source>
        <translation>Zeile %1: ungültiger Thread-Index</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="392"/>
        <source>line %1: bad number</source>
        <translation>Zeile %1: ungültige Zahl</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="401"/>
        <source>line %1: more samples than a run can have</source>
        <translation>Zeile %1: mehr Messwerte, als ein Lauf haben kann</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="414"/>
        <source>import load profile</source>
        <translation>Lastprofil importieren</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="420"/>
        <source>not a Keyward load profile</source>
        <translation>kein Keyward-Lastprofil</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="436"/>
        <source>more than %1 steps</source>
        <translation>mehr als %1 Stufen</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="442"/>
        <source>more requests than a load profile can have</source>
        <translation>mehr Anfragen, als ein Lastprofil haben kann</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="449"/>
        <source>short request record</source>
        <translation>unvollständiger Anfrage-Datensatz</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="456"/>
        <source>a request time is out of range</source>
        <translation>ein Anfragezeitpunkt liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <location filename="../src/bench/ResultImport.cpp" line="468"/>
        <source>a request names a step or worker that the profile does not have</source>
        <translation>eine Anfrage nennt eine Stufe oder einen Worker, die das Profil nicht hat</translation>
    </message>
</context>
<context>
    <name>keyward::bench::ResultStore</name>
    <message>
        <location filename="../src/bench/ResultStore.cpp" line="276"/>
        <source>The result store %1 could be read by other users of this computer; it is now readable by you only (file 0600%2).</source>
        <translation>Der Ergebnisspeicher %1 war für andere Benutzer dieses Computers lesbar; er ist jetzt nur noch für Sie lesbar (Datei 0600%2).</translation>
    </message>
</context>
<context>
    <name>keyward::bench::RunRecord</name>
    <message>
        <location filename="../src/bench/RunRecord.cpp" line="171"/>
        <source> (published, %1)</source>
        <translation> (veröffentlicht, %1)</translation>
    </message>
    <message>
        <location filename="../src/bench/RunRecord.cpp" line="173"/>
        <source> (published)</source>
        <translation> (veröffentlicht)</translation>
    </message>
</context>
<context>
    <name>keyward::bench::SkippedCase</name>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="63"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="64"/>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="67"/>
        <source>%1: %2.</source>
        <extracomment>A skipped benchmark case and why: &quot;ECDSA-P256 sign on Yubico YubiKey 5: the card holds RSA-2048 keys.&quot;</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="76"/>
        <source>sign</source>
        <translation>signieren</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="78"/>
        <source>decrypt</source>
        <translation>entschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="80"/>
        <source>authenticate</source>
        <translation>authentisieren</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="82"/>
        <source>key generation</source>
        <translation>Schlüsselerzeugung</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="84"/>
        <source>PIN verification</source>
        <translation>PIN-Prüfung</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="121"/>
        <source>the card holds %1 keys</source>
        <translation>die Karte enthält %1-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="125"/>
        <source>the card&apos;s signature key is %1</source>
        <translation>der Signaturschlüssel der Karte ist %1</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="127"/>
        <source>the card&apos;s encryption key is %1</source>
        <translation>der Verschlüsselungsschlüssel der Karte ist %1</translation>
    </message>
    <message>
        <location filename="../src/bench/SkippedCase.cpp" line="129"/>
        <source>the card&apos;s authentication key is %1</source>
        <translation>der Authentisierungsschlüssel der Karte ist %1</translation>
    </message>
</context>
<context>
    <name>keyward::bench::TlsAdvice</name>
    <message>
        <location filename="../src/bench/runners/TlsAdvice.cpp" line="41"/>
        <source>%1 serves %2× the handshakes of %3 here, at a higher security level (%4 against %5 bits).</source>
        <translation>%1 bedient hier %2-mal so viele Handshakes wie %3, bei höherem Sicherheitsniveau (%4 gegenüber %5 Bit).</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsAdvice.cpp" line="48"/>
        <source>%1 serves %2× the handshakes of %3 here, at the same security level (%4 bits).</source>
        <translation>%1 bedient hier %2-mal so viele Handshakes wie %3, bei gleichem Sicherheitsniveau (%4 Bit).</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsAdvice.cpp" line="53"/>
        <source>%1 serves %2× the handshakes of %3 here, at a lower security level (%4 against %5 bits).</source>
        <translation>%1 bedient hier %2-mal so viele Handshakes wie %3, bei niedrigerem Sicherheitsniveau (%4 gegenüber %5 Bit).</translation>
    </message>
</context>
<context>
    <name>keyward::bench::TlsBench</name>
    <message>
        <location filename="../src/bench/runners/TlsBench.cpp" line="93"/>
        <source>run the TLS handshakes</source>
        <translation>TLS-Handshakes ausführen</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsBench.cpp" line="190"/>
        <source>run the TLS handshake benchmark</source>
        <translation>TLS-Handshake-Benchmark ausführen</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsTokenKey.cpp" line="245"/>
        <source>generate the TLS key</source>
        <translation>TLS-Schlüssel erzeugen</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsTokenKey.cpp" line="365"/>
        <source>prepare the TLS key on the token</source>
        <translation>TLS-Schlüssel auf dem Token vorbereiten</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsLoadRunner.cpp" line="77"/>
        <source>run the TLS handshakes at stepped arrival rates</source>
        <translation>TLS-Handshakes mit gestuften Ankunftsraten ausführen</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsServerKey.cpp" line="98"/>
        <source>CPU (OpenSSL)</source>
        <translation>CPU (OpenSSL)</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="33"/>
        <source>a client waited to connect to the server</source>
        <translation>ein Client wartete darauf, sich mit dem Server zu verbinden</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="35"/>
        <source>the server waited for its client&apos;s next handshake message (OpenSSL: “%1”)</source>
        <translation>der Server wartete auf die nächste Handshake-Nachricht seines Clients (OpenSSL: „%1“)</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="38"/>
        <source>a client waited for the server&apos;s next handshake message (OpenSSL: “%1”)</source>
        <translation>ein Client wartete auf die nächste Handshake-Nachricht des Servers (OpenSSL: „%1“)</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="42"/>
        <source>the server waited to send its byte after the handshake</source>
        <translation>der Server wartete darauf, sein Byte nach dem Handshake zu senden</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="43"/>
        <source>a client waited for the server&apos;s byte after the handshake</source>
        <translation>ein Client wartete auf das Byte des Servers nach dem Handshake</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="47"/>
        <source>the server waited for its client to close the connection</source>
        <translation>der Server wartete darauf, dass sein Client die Verbindung schließt</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="84"/>
        <source>A TLS handshake stalled for more than %2 s (%1): %3; the run was not stored.</source>
        <translation>Ein TLS-Handshake hing länger als %2 s (%1): %3; der Lauf wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/bench/runners/TlsSocketStep.cpp" line="95"/>
        <source>A connection of the TLS benchmark could not be made: %2 (%1); the run was not stored.</source>
        <translation>Eine Verbindung des TLS-Benchmarks konnte nicht hergestellt werden: %2 (%1); der Lauf wurde nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>keyward::cli</name>
    <message>
        <location filename="../src/cli/ListCommand.cpp" line="57"/>
        <source>[--module NAME|PATH]... [--json]
  readers, OpenPGP cards and PKCS#11 tokens; --module loads a PKCS#11 module besides
  p11-kit&apos;s registry</source>
        <translation>[--module NAME|PFAD]... [--json]
  Kartenleser, OpenPGP-Karten und PKCS#11-Token; --module lädt ein PKCS#11-Modul
  zusätzlich zur Registrierung von p11-kit</translation>
    </message>
    <message>
        <location filename="../src/cli/ListCommand.cpp" line="127"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/cli/ListCommand.cpp" line="147"/>
        <source>  (none)
</source>
        <translation>  (keine)
</translation>
    </message>
    <message>
        <location filename="../src/cli/main.cpp" line="32"/>
        <source>Usage: keyward-cli [--json] COMMAND [ARGS...]

Commands:
  list [--module PATH]...   readers, OpenPGP cards and PKCS#11 tokens
  card SUBCOMMAND ...       OpenPGP card: status, PINs, KDF, keys (card help)
  card keytocard ...        move subkeys onto a card after a verified backup
  key create ...            a card owner&apos;s key (certify-only primary, S/E/A subkeys)
                            made in a temporary keyring, with backup files
  key renew ...             a new expiry for its subkeys from the secret key file;
                            the card is not touched
  key rotate ...            new subkeys from the secret key file, the old ones
                            expired; then card keytocard moves them
  key card-lost ...         revoke the subkeys that were on a lost card, from the
                            secret key file
  key use ...               its SSH line, git signing, the public key to publish
                            and a Web Key Directory&apos;s files
  token SUBCOMMAND ...      PKCS#11 token: init, PINs, keys, certificates (token help)
  bench [run|list|show|...]  benchmarks: run, store, export, compare (bench help)
  doctor                    check the smart-card set-up: GnuPG, pcscd, scdaemon, OpenSC
  has-hardware              exit 0 when a physical reader or token is reachable
  version                   print the version

Options:
  --json                    machine-readable output
  --help, -h, help          this help; after a command or subcommand, its help
</source>
        <translation>Aufruf: keyward-cli [--json] BEFEHL [ARGUMENTE...]

Befehle:
  list [--module PFAD]...   Kartenleser, OpenPGP-Karten und PKCS#11-Token
  card UNTERBEFEHL ...      OpenPGP-Karte: Status, PINs, KDF, Schlüssel (card help)
  card keytocard ...        Unterschlüssel nach geprüfter Sicherung auf eine Karte verschieben
  key create ...            Schlüssel eines Karteninhabers (Hauptschlüssel nur zum Zertifizieren,
                            S/E/A-Unterschlüssel), erstellt in einem vorübergehenden
                            Schlüsselbund, mit Sicherungsdateien
  key renew ...             neues Ablaufdatum für seine Unterschlüssel aus der geheimen
                            Schlüsseldatei; die Karte bleibt unberührt
  key rotate ...            neue Unterschlüssel aus der geheimen Schlüsseldatei, die alten
                            abgelaufen; dann verschiebt card keytocard sie
  key card-lost ...         die Unterschlüssel einer verlorenen Karte aus der geheimen
                            Schlüsseldatei widerrufen
  key use ...               seine SSH-Zeile, Signieren mit git, der zu veröffentlichende
                            öffentliche Schlüssel und die Dateien eines Web Key Directory
  token UNTERBEFEHL ...     PKCS#11-Token: Init, PINs, Schlüssel, Zertifikate (token help)
  bench [run|list|show|...]  Benchmarks: ausführen, speichern, exportieren, vergleichen (bench help)
  doctor                    Smartcard-Einrichtung prüfen: GnuPG, pcscd, scdaemon, OpenSC
  has-hardware              Exit-Code 0, wenn ein physischer Kartenleser oder ein Token erreichbar ist
  version                   Version ausgeben

Optionen:
  --json                    maschinenlesbare Ausgabe
  --help, -h, help          diese Hilfe; nach einem Befehl oder Unterbefehl dessen Hilfe
</translation>
    </message>
    <message>
        <location filename="../src/cli/main.cpp" line="125"/>
        <source>
  prints the version</source>
        <translation>
  gibt die Version aus</translation>
    </message>
    <message>
        <location filename="../src/cli/main.cpp" line="142"/>
        <source>
  exits 0 when a physical reader or token is reachable, else 1</source>
        <translation>
  Exit-Code 0, wenn ein physischer Kartenleser oder ein Token erreichbar ist, sonst 1</translation>
    </message>
    <message>
        <location filename="../src/cli/main.cpp" line="175"/>
        <source>keyward-cli: unknown command %1
</source>
        <translation>keyward-cli: unbekannter Befehl %1
</translation>
    </message>
    <message>
        <location filename="../src/cli/DoctorCli.cpp" line="18"/>
        <source>[--json]
  checks this computer&apos;s smart-card set-up (GnuPG, gpg-agent, pcscd, scdaemon,
  OpenSC, pinentry, SSH, card keys) and says what to do; changes nothing.
  Exit status: 0 no problem found, 1 a problem found, 2 wrong arguments</source>
        <translation>[--json]
  prüft die Smartcard-Einrichtung dieses Rechners (GnuPG, gpg-agent, pcscd, scdaemon,
  OpenSC, Pinentry, SSH, Kartenschlüssel) und sagt, was zu tun ist; ändert nichts.
  Exit-Status: 0 kein Problem gefunden, 1 ein Problem gefunden, 2 falsche Argumente</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="46"/>
        <source>create --name NAME --email ADDRESS [--algo ed25519|rsa4096] [--expire 1y]
         [--primary-expire never] [--out-dir DIR] [--keep-home] [--paper]
         [--passphrase-fd N]
  creates a card owner&apos;s key in a temporary GNUPGHOME (in memory where possible):
  a certify-only primary key with sign, encrypt and authenticate subkeys that
  expire after --expire (1y, 2y, 6m, 365d, a date such as 2027-12-31, or never).
  Writes FPR-public.asc, FPR-secret.asc and FPR-revocation.asc into DIR (default:
  the current folder; made 0700 when missing), never over a file, and checks the
  secret file in a second empty keyring. --paper also writes FPR-paper.txt, the
  secret parts as text from paperkey, for printing. --keep-home keeps the
  temporary keyring for moving the subkeys to a card; otherwise it is
  overwritten and removed.
  The passphrase comes from file descriptor N (one line) or is asked twice on the
  terminal. Exit status: 0 created and checked, 1 failed, 2 wrong arguments, 3 refused</source>
        <translation>create --name NAME --email ADDRESS [--algo ed25519|rsa4096] [--expire 1y]
         [--primary-expire never] [--out-dir DIR] [--keep-home] [--paper]
         [--passphrase-fd N]
  erstellt den Schlüssel eines Karteninhabers in einem vorübergehenden GNUPGHOME
  (wenn möglich im Arbeitsspeicher): einen Hauptschlüssel nur zum Zertifizieren mit
  Unterschlüsseln zum Signieren, Verschlüsseln und Authentisieren, die nach --expire
  ablaufen (1y, 2y, 6m, 365d, ein Datum wie 2027-12-31 oder never).
  Schreibt FPR-public.asc, FPR-secret.asc und FPR-revocation.asc nach DIR (Standard:
  der aktuelle Ordner; wird mit 0700 angelegt, falls er fehlt), niemals über eine Datei,
  und prüft die geheime Datei in einem zweiten, leeren Schlüsselbund. --paper schreibt
  zusätzlich FPR-paper.txt, die geheimen Teile als Text von paperkey, zum Ausdrucken.
  --keep-home behält den vorübergehenden Schlüsselbund, um die Unterschlüssel auf eine
  Karte zu verschieben; sonst wird er überschrieben und entfernt.
  Die Passphrase kommt aus dem Dateideskriptor N (eine Zeile) oder wird zweimal im
  Terminal abgefragt. Exit-Code: 0 erstellt und geprüft, 1 fehlgeschlagen, 2 falsche
  Argumente, 3 abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="90"/>
        <source>usage: keyward-cli key SUBCOMMAND [options] [--json]
</source>
        <translation>Aufruf: keyward-cli key UNTERBEFEHL [Optionen] [--json]
</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="92"/>
        <source>The passphrase is never an argument: give --passphrase-fd N or type it on the terminal.</source>
        <translation>Die Passphrase ist nie ein Argument: Geben Sie --passphrase-fd N an oder tippen Sie sie am Terminal ein.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyRenewCli.cpp" line="34"/>
        <source>renew --backup FPR-secret.asc [--expire 1y] [--primary-expire keep|never|2y]
         [--new-backup] [--passphrase-fd N] [--yes]
  renews a card owner&apos;s key from its secret key file: imports it into a temporary
  GNUPGHOME, extends the subkeys&apos; expiry to --expire from now (the primary key&apos;s
  only with --primary-expire), and imports the renewed public key into the everyday
  keyring after asking (--yes in scripts). The card and its stubs stay as they are.
  --new-backup writes the renewed secret key next to the file as FPR-secret-DATE.asc,
  never over a file. Exit status: 0 renewed, 1 failed, 2 wrong arguments, file or
  passphrase, 3 refused (nothing changed)</source>
        <translation>renew --backup FPR-secret.asc [--expire 1y] [--primary-expire keep|never|2y]
         [--new-backup] [--passphrase-fd N] [--yes]
  erneuert den Schlüssel eines Karteninhabers aus seiner Datei mit dem geheimen
  Schlüssel: importiert sie in ein vorübergehendes GNUPGHOME, verlängert den
  Ablauf der Unterschlüssel auf --expire ab jetzt (den des Hauptschlüssels nur
  mit --primary-expire) und importiert den erneuerten öffentlichen Schlüssel nach
  Rückfrage in den Alltags-Schlüsselbund (--yes in Skripten). Die Karte und ihre
  Verweise bleiben unverändert. --new-backup schreibt den erneuerten geheimen
  Schlüssel als FPR-secret-DATE.asc neben die Datei, niemals über eine Datei.
  Exit-Code: 0 erneuert, 1 fehlgeschlagen, 2 falsche Argumente, Datei oder
  Passphrase, 3 abgelehnt (nichts geändert)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyUseCli.cpp" line="34"/>
        <source>use --fingerprint FPR [--ssh] [--git] [--publish DIR] [--wkd DIR --email ADDRESS]
         [--enable-ssh-support] [--yes]
  puts a key of the everyday keyring to use. --ssh: the authentication subkey&apos;s
  authorized_keys line, whether gpg-agent&apos;s SSH support is on, and the shell
  profile&apos;s lines; --enable-ssh-support adds enable-ssh-support to gpg-agent.conf
  after asking (--yes in scripts). --git: the git config commands for signing with
  the signing subkey. Without these four options: --ssh and --git.
  --publish DIR writes the armoured public key to DIR/FPR-public.asc; --wkd DIR
  --email ADDRESS writes a Web Key Directory below the web root DIR
  (.well-known/openpgpkey/DOMAIN/hu/HASH and an empty policy file). Never over a
  file. Exit status: 0 done, 1 failed, 2 wrong arguments or key, 3 refused (nothing
  written)</source>
        <translation>use --fingerprint FPR [--ssh] [--git] [--publish DIR] [--wkd DIR --email ADDRESS]
         [--enable-ssh-support] [--yes]
  nimmt einen Schlüssel des Alltags-Schlüsselbunds in Gebrauch. --ssh: die
  authorized_keys-Zeile des Authentisierungs-Unterschlüssels, ob die
  SSH-Unterstützung von gpg-agent eingeschaltet ist, und die Zeilen für das
  Shell-Profil; --enable-ssh-support fügt nach Rückfrage enable-ssh-support zu
  gpg-agent.conf hinzu (--yes in Skripten). --git: die Befehle für git config zum
  Signieren mit dem Signatur-Unterschlüssel. Ohne diese vier Optionen: --ssh und
  --git. --publish DIR schreibt den öffentlichen Schlüssel im ASCII-Armor-Format
  nach DIR/FPR-public.asc; --wkd DIR --email ADDRESS schreibt ein Web Key Directory
  unterhalb des Web-Wurzelverzeichnisses DIR (.well-known/openpgpkey/DOMAIN/hu/HASH
  und eine leere Richtliniendatei). Niemals über eine Datei. Exit-Code: 0 erledigt,
  1 fehlgeschlagen, 2 falsche Argumente oder falscher Schlüssel, 3 abgelehnt
  (nichts geschrieben)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCardLostCli.cpp" line="35"/>
        <source>card-lost --backup FPR-secret.asc [--card-serial S | --subkeys FPR,...]
         [--reason compromised|retired] [--publish DIR] [--passphrase-fd N] [--yes]
  revokes the subkeys that were on a lost card, signed with the primary key from the
  secret key file in a temporary GNUPGHOME. Which subkeys: the everyday keyring&apos;s card
  stubs of the key (of card S with --card-serial, its 8-digit serial or gpg&apos;s
  application ID), or those named with --subkeys. --reason compromised (default: the
  card may be in someone&apos;s hands) or retired (it is gone for good). After asking
  (--yes in scripts) the revocations go into the everyday keyring and, with
  --publish, into DIR/FPR-revoked-DATE.asc (never over a file) for publishing.
  The secret key file is only read. Exit status: 0 revoked, 1 failed, 2 wrong
  arguments, file, subkeys or passphrase, 3 refused (nothing changed)</source>
        <translation>card-lost --backup FPR-secret.asc [--card-serial S | --subkeys FPR,...]
         [--reason compromised|retired] [--publish DIR] [--passphrase-fd N] [--yes]
  widerruft die Unterschlüssel, die auf einer verlorenen Karte waren, signiert mit
  dem Hauptschlüssel aus der Datei mit dem geheimen Schlüssel in einem
  vorübergehenden GNUPGHOME. Welche Unterschlüssel: die Kartenverweise des
  Schlüssels im Alltags-Schlüsselbund (mit --card-serial die von Karte S, deren
  8-stellige Seriennummer oder Anwendungs-ID von gpg) oder die mit --subkeys
  genannten. --reason compromised (Standard: die Karte ist möglicherweise in
  fremden Händen) oder retired (sie ist endgültig weg). Nach Rückfrage (--yes in
  Skripten) kommen die Widerrufe in den Alltags-Schlüsselbund und mit --publish
  zum Veröffentlichen nach DIR/FPR-revoked-DATE.asc (niemals über eine Datei).
  Die Datei mit dem geheimen Schlüssel wird nur gelesen. Exit-Code: 0 widerrufen,
  1 fehlgeschlagen, 2 falsche Argumente, Datei, Unterschlüssel oder Passphrase,
  3 abgelehnt (nichts geändert)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyRotateCli.cpp" line="35"/>
        <source>rotate --backup FPR-secret.asc --out NEW-BACKUP.asc [--expire 1y]
         [--passphrase-fd N] [--yes]
  new subkeys for a card owner&apos;s key from its secret key file: in a temporary
  GNUPGHOME, makes sign, encrypt and authenticate subkeys with the old ones&apos;
  algorithms, expiring --expire from now, and sets the old subkeys to expire now
  (not deleted, not revoked: old mail still decrypts). After asking (--yes in
  scripts) writes the rotated secret key to --out, never over a file, checks it in an
  empty keyring and imports the public key into the everyday keyring. The card is
  not touched; the answer names the card keytocard command for the new subkeys.
  Exit status: 0 rotated, 1 failed, 2 wrong arguments, file or passphrase,
  3 refused (nothing changed)</source>
        <translation>rotate --backup FPR-secret.asc --out NEUE-SICHERUNG.asc [--expire 1y]
         [--passphrase-fd N] [--yes]
  neue Unterschlüssel für den Schlüssel eines Karteninhabers aus seiner Datei mit
  dem geheimen Schlüssel: erstellt in einem vorübergehenden GNUPGHOME
  Unterschlüssel zum Signieren, Verschlüsseln und Authentisieren mit den
  Algorithmen der alten, gültig bis --expire ab jetzt, und lässt die alten
  Unterschlüssel jetzt ablaufen (nicht gelöscht, nicht widerrufen: alte Post lässt
  sich weiter entschlüsseln). Nach Rückfrage (--yes in Skripten) wird der rotierte
  geheime Schlüssel nach --out geschrieben, niemals über eine Datei, in einem
  leeren Schlüsselbund geprüft und der öffentliche Schlüssel in den
  Alltags-Schlüsselbund importiert. Die Karte bleibt unberührt; die Antwort nennt
  den Befehl card keytocard für die neuen Unterschlüssel.
  Exit-Code: 0 rotiert, 1 fehlgeschlagen, 2 falsche Argumente, Datei oder
  Passphrase, 3 abgelehnt (nichts geändert)</translation>
    </message>
</context>
<context>
    <name>keyward::cli::CardCommands</name>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="150"/>
        <source>Not a terminal: refused (use --yes).</source>
        <translation>Kein Terminal: abgelehnt (verwenden Sie --yes).</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="272"/>
        <source>Choosing the card</source>
        <translation>Karte wird gewählt</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="281"/>
        <source>No OpenPGP card is present.</source>
        <translation>Es ist keine OpenPGP-Karte vorhanden.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="282"/>
        <source>Cards present:</source>
        <translation>Vorhandene Karten:</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="309"/>
        <source>The card %1 is present, but this GnuPG&apos;s scdaemon serves one card at a time and answers with the other card; take the other card out, or use GnuPG 2.4, to act on %1.</source>
        <translation>Die Karte %1 ist vorhanden, aber der scdaemon dieser GnuPG-Version bedient jeweils nur eine Karte und antwortet mit einer anderen; entfernen Sie die andere Karte oder verwenden Sie GnuPG 2.4, um mit %1 zu arbeiten.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="322"/>
        <source>The card %1 is not present.</source>
        <translation>Die Karte %1 ist nicht vorhanden.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCliSupport.cpp" line="327"/>
        <source>More than one OpenPGP card is present; name one with --card SERIAL.</source>
        <translation>Es ist mehr als eine OpenPGP-Karte vorhanden; geben Sie eine mit --card SERIENNR an.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="207"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="207"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="208"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="209"/>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="210"/>
        <source>Application ID</source>
        <translation>Anwendungs-ID</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="211"/>
        <source>Specification version</source>
        <translation>Spezifikationsversion</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="213"/>
        <source>Virtual card</source>
        <translation>Virtuelle Karte</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="213"/>
        <location filename="../src/cli/CardCommands.cpp" line="241"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="215"/>
        <source>Name of cardholder</source>
        <translation>Name des Karteninhabers</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="216"/>
        <location filename="../src/cli/CardCommands.cpp" line="218"/>
        <location filename="../src/cli/CardCommands.cpp" line="220"/>
        <location filename="../src/cli/CardCommands.cpp" line="221"/>
        <location filename="../src/cli/CardCommands.cpp" line="222"/>
        <source>[not set]</source>
        <translation>[nicht gesetzt]</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="217"/>
        <source>Language prefs</source>
        <translation>Bevorzugte Sprachen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="219"/>
        <source>Salutation</source>
        <translation>Anrede</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="221"/>
        <source>URL of public key</source>
        <translation>URL öffentl. Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="222"/>
        <source>Login data</source>
        <translation>Login-Daten</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="223"/>
        <source>Signature PIN</source>
        <translation>Signatur-PIN</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="224"/>
        <source>not forced</source>
        <translation>nicht erzwungen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="224"/>
        <source>forced</source>
        <translation>erzwungen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="225"/>
        <source>Max. PIN lengths</source>
        <translation>Max. PIN-Längen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="234"/>
        <source>  (warning: a PIN is low or blocked)</source>
        <translation>  (Warnung: eine PIN hat wenige Versuche übrig oder ist gesperrt)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="236"/>
        <source>PIN retry counter</source>
        <translation>PIN-Fehlbedienungszähler</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="237"/>
        <source>Signature counter</source>
        <translation>Signaturzähler</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="238"/>
        <source>KDF setting</source>
        <translation>KDF-Einstellung</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="238"/>
        <source>not supported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="239"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="240"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="241"/>
        <source>Touch button</source>
        <translation>Berührungstaste</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="241"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="244"/>
        <source>[none]</source>
        <translation>[keine]</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="247"/>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="249"/>
        <source>origin</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="250"/>
        <source>touch policy</source>
        <translation>Berührungsrichtlinie</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="252"/>
        <source>Supported algorithms</source>
        <translation>Unterstützte Algorithmen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="254"/>
        <source> (from device profile)</source>
        <translation> (aus dem Geräteprofil)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="255"/>
        <source>GnuPG</source>
        <translation>GnuPG</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="257"/>
        <location filename="../src/cli/CardCommands.cpp" line="266"/>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="257"/>
        <source>[none in this keyring]</source>
        <translation>[keins in diesem Schlüsselbund]</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="268"/>
        <source>holds</source>
        <translation>enthält</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="338"/>
        <source>kdf needs on or off</source>
        <translation>kdf benötigt on oder off</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="361"/>
        <source>name needs a surname</source>
        <translation>name benötigt einen Nachnamen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="368"/>
        <source>%1 needs a value</source>
        <translation>%1 benötigt einen Wert</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="384"/>
        <source>key-attr needs a slot (sig, enc, auth) and an algorithm</source>
        <translation>key-attr benötigt einen Slot (sig, enc, auth) und einen Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="415"/>
        <source>touch needs a slot (sig, enc, auth or all) and off|on|fixed|cached|cached-fixed</source>
        <translation>touch benötigt einen Slot (sig, enc, auth oder all) und off|on|fixed|cached|cached-fixed</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="426"/>
        <source>forcesig needs on or off</source>
        <translation>forcesig benötigt on oder off</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="434"/>
        <source>factory-reset needs --serial with the card&apos;s serial number</source>
        <translation>factory-reset benötigt --serial mit der Seriennummer der Karte</translation>
    </message>
    <message>
        <location filename="../src/cli/CardCommands.cpp" line="464"/>
        <source>%1 comes right after card, before any option</source>
        <translation>%1 folgt direkt auf card, vor jeder Option</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="20"/>
        <source>status                          everything the card reports</source>
        <translation>status                          alles, was die Karte meldet</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="23"/>
        <source>passwd [--admin]                change the user PIN (or the admin PIN)</source>
        <translation>passwd [--admin]                Benutzer-PIN (oder Admin-PIN) ändern</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="28"/>
        <source>unblock [--admin]               unblock the user PIN with the reset code (or the admin PIN)</source>
        <translation>unblock [--admin]               Benutzer-PIN mit dem Rücksetzcode (oder der Admin-PIN) entsperren</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="34"/>
        <source>reset-code [--remove]           set, change or remove the reset code</source>
        <translation>reset-code [--remove]           Rücksetzcode setzen, ändern oder entfernen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="38"/>
        <source>kdf on|off [--no-verify]        KDF-DO (turning it on resets the PINs to the defaults)</source>
        <translation>kdf on|off [--no-verify]        KDF-DO (Einschalten setzt die PINs auf die Standardwerte zurück)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="44"/>
        <source>name SURNAME [GIVEN NAMES...]   cardholder name</source>
        <translation>name NACHNAME [VORNAMEN...]     Name des Karteninhabers</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="47"/>
        <source>lang CODES                      language preferences (de en ...)</source>
        <translation>lang CODES                      bevorzugte Sprachen (de en ...)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="49"/>
        <source>sex m|f|none                    salutation</source>
        <translation>sex m|f|none                    Anrede</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="52"/>
        <source>url URL                         where the public key can be fetched</source>
        <translation>url URL                         wo der öffentliche Schlüssel abgerufen werden kann</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="54"/>
        <source>login DATA                      login data</source>
        <translation>login DATEN                     Login-Daten</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="57"/>
        <source>key-attr SLOT ALGO              SLOT sig|enc|auth; ALGO rsa2048, ed25519, cv25519, ...</source>
        <translation>key-attr SLOT ALGO              SLOT sig|enc|auth; ALGO rsa2048, ed25519, cv25519, ...</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="62"/>
        <source>generate --name NAME [--email ADDR] [--algo ALGO|--rsa BITS] [--expire 0|1y|DATE]
                                  [--backup FILE|DIR] [--replace] (keys already on the card are lost)
                                  --backup: the encryption key is made on this
                                  computer, backed up (checked) and moved to the
                                  card; keep the file offline
  generate --slot SLOT [--update-certificate] [--replace]
                                  one key on the card; keyring unchanged, or the
                                  certificate holding the card&apos;s keys updated
  generate --from-card --name NAME [--email ADDR] [--expire …]
                                  a new certificate for the keys on the card</source>
        <translation>generate --name NAME [--email ADRESSE] [--algo ALGO|--rsa BITS] [--expire 0|1y|DATUM]
                                  [--backup DATEI|ORDNER] [--replace] (Schlüssel, die schon auf der Karte sind, gehen verloren)
                                  --backup: Der Verschlüsselungsschlüssel wird auf diesem
                                  Computer erzeugt, gesichert (geprüft) und auf die
                                  Karte verschoben; bewahren Sie die Datei offline auf
  generate --slot SLOT [--update-certificate] [--replace]
                                  ein Schlüssel auf der Karte; Schlüsselbund unverändert, oder das
                                  Zertifikat mit den Schlüsseln der Karte wird aktualisiert
  generate --from-card --name NAME [--email ADRESSE] [--expire …]
                                  ein neues Zertifikat für die Schlüssel auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="76"/>
        <source>touch SLOT|all off|on|fixed|cached|cached-fixed</source>
        <translation>touch SLOT|all off|on|fixed|cached|cached-fixed</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="79"/>
        <source>forcesig on|off                 PIN for every signature, or once per session</source>
        <translation>forcesig on|off                 PIN für jede Signatur oder einmal pro Sitzung</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="83"/>
        <source>factory-reset --serial SERIAL   destroys all keys and data on the card</source>
        <translation>factory-reset --serial NUMMER   löscht alle Schlüssel und Daten auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="88"/>
        <source>export [--ssh]                  public key (ASCII armour) or SSH public key</source>
        <translation>export [--ssh]                  öffentlicher Schlüssel (ASCII-Armor) oder SSH-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="93"/>
        <source>ssh                             SSH public key (as export --ssh)</source>
        <translation>ssh                             öffentlicher SSH-Schlüssel (wie export --ssh)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="96"/>
        <source>keytocard SUBCOMMAND ...        move subkeys onto the card after a verified backup
                                  (keyward-cli card keytocard help)</source>
        <translation>keytocard UNTERBEFEHL ...       Unterschlüssel nach geprüfter Sicherung auf die Karte verschieben
                                  (keyward-cli card keytocard help)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="102"/>
        <source>switch-stubs                    point the keyring&apos;s card keys to this card</source>
        <translation>switch-stubs                    Kartenschlüssel im Schlüsselbund auf diese Karte verweisen lassen</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="119"/>
        <source>usage: keyward-cli card SUBCOMMAND [ARGS] [--card SERIAL] [--json] [--loopback] [--yes]
</source>
        <translation>Aufruf: keyward-cli card UNTERBEFEHL [ARGUMENTE] [--card SERIENNR] [--json] [--loopback] [--yes]
</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="122"/>
        <source>PINs are asked by gpg-agent&apos;s pinentry. --loopback reads them from stdin instead:
lines user=PIN, admin=PIN, reset=CODE, new-user=PIN, new-admin=PIN, new-reset=CODE
(or plain lines, in the order the operation asks). --yes answers confirmation
questions with yes (one try left, fixed touch policy, keys replaced, a key&apos;s
algorithm changed, KDF).
--card SERIAL names the card (its serial or AID); it is needed when more than one
OpenPGP card is present.
Help: keyward-cli card help [SUBCOMMAND], or --help / -h after a subcommand.
</source>
        <translation>PINs fragt gpg-agent über pinentry ab. --loopback liest sie stattdessen von stdin:
Zeilen user=PIN, admin=PIN, reset=CODE, new-user=PIN, new-admin=PIN, new-reset=CODE
(oder einfache Zeilen in der Reihenfolge, in der die Operation fragt). --yes beantwortet
Rückfragen mit ja (ein Versuch übrig, feste Berührungsrichtlinie, Schlüssel ersetzt,
Algorithmus eines Schlüssels geändert, KDF).
--card SERIENNR nennt die Karte (ihre Seriennummer oder AID); das ist nötig, wenn mehr als eine
OpenPGP-Karte vorhanden ist.
Hilfe: keyward-cli card help [UNTERBEFEHL], oder --help / -h nach einem Unterbefehl.
</translation>
    </message>
    <message>
        <location filename="../src/cli/CardOptions.cpp" line="131"/>
        <source>gpg-agent&apos;s pinentry asks for them, or --loopback reads them from standard input.</source>
        <translation>gpg-agent fragt sie über pinentry ab, oder --loopback liest sie von der Standardeingabe.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::CardGenerate</name>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="36"/>
        <source>signature key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="38"/>
        <source>encryption key</source>
        <translation>Verschlüsselungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="42"/>
        <source>authentication key</source>
        <translation>Authentisierungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="63"/>
        <source>Keys on card %1 are replaced and cannot be recovered: %2.</source>
        <translation>Schlüssel auf Karte %1 werden ersetzt und können nicht wiederhergestellt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="66"/>
        <source>The keyring could not be searched for the certificate holding them: %1</source>
        <translation>Der Schlüsselbund konnte nicht nach dem Zertifikat durchsucht werden, das sie enthält: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="82"/>
        <source>Certificate %1 &quot;%2&quot; loses its %3 on this card.</source>
        <translation>Zertifikat %1 „%2“ verliert seinen %3 auf dieser Karte.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="87"/>
        <source>No certificate in this keyring holds them.</source>
        <translation>Kein Zertifikat in diesem Schlüsselbund enthält sie.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="91"/>
        <source>Messages encrypted to the old encryption key can no longer be decrypted.</source>
        <translation>Nachrichten, die an den alten Verschlüsselungsschlüssel verschlüsselt wurden, können nicht mehr entschlüsselt werden.</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="137"/>
        <source>the backup file %1 already exists and may be the only copy of another key; choose a new file (nothing was done)</source>
        <translation>die Sicherungsdatei %1 existiert bereits und ist möglicherweise die einzige Kopie eines anderen Schlüssels; wählen Sie eine neue Datei (es wurde nichts getan)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="143"/>
        <source>the folder %1 for the backup file does not exist</source>
        <translation>der Ordner %1 für die Sicherungsdatei existiert nicht</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="222"/>
        <source>generate --slot does not take --%1</source>
        <translation>generate --slot akzeptiert --%1 nicht</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="223"/>
        <source>--%1 needs --slot</source>
        <translation>--%1 benötigt --slot</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="230"/>
        <source>unknown slot %1</source>
        <translation>unbekannter Slot %1</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="242"/>
        <source>generate needs --name (or --slot)</source>
        <translation>generate benötigt --name (oder --slot)</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="257"/>
        <source>generate --from-card does not take --backup</source>
        <translation>generate --from-card akzeptiert --backup nicht</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="265"/>
        <source>this keyward-cli cannot write backups</source>
        <translation>dieses keyward-cli kann keine Sicherungen schreiben</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="301"/>
        <source>no certificate in the keyring holds this card&apos;s keys</source>
        <translation>kein Zertifikat im Schlüsselbund enthält die Schlüssel dieser Karte</translation>
    </message>
    <message>
        <location filename="../src/cli/CardGenerateCli.cpp" line="360"/>
        <source>Elapsed: %1 s</source>
        <translation>Verstrichen: %1 s</translation>
    </message>
</context>
<context>
    <name>keyward::cli::Confirm</name>
    <message>
        <location filename="../src/cli/Confirm.h" line="41"/>
        <source>Refused: standard input is not a terminal. Add --yes to agree in a script.</source>
        <translation>Abgelehnt: Die Standardeingabe ist kein Terminal. Fügen Sie --yes hinzu, um in einem Skript zuzustimmen.</translation>
    </message>
    <message>
        <location filename="../src/cli/Confirm.h" line="48"/>
        <source>Type &quot;yes&quot; to go on: </source>
        <translation>Geben Sie „yes“ ein, um fortzufahren: </translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyCardLost</name>
    <message>
        <location filename="../src/cli/KeyCardLostCli.cpp" line="85"/>
        <source>Checking the file for publishing</source>
        <translation>Datei zum Veröffentlichen wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCardLostCli.cpp" line="91"/>
        <source>Refused: nothing was revoked and the everyday keyring was not changed.</source>
        <translation>Abgelehnt: Es wurde nichts widerrufen, und der Alltags-Schlüsselbund wurde nicht geändert.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyCreate</name>
    <message>
        <location filename="../src/cli/KeyCliSupport.cpp" line="28"/>
        <location filename="../src/cli/KeyCliSupport.cpp" line="38"/>
        <location filename="../src/cli/KeyCliSupport.cpp" line="81"/>
        <location filename="../src/cli/KeyCliSupport.cpp" line="89"/>
        <location filename="../src/cli/KeyCliSupport.cpp" line="106"/>
        <source>Reading the passphrase</source>
        <translation>Die Passphrase lesen</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCliSupport.cpp" line="82"/>
        <source>--passphrase-fd %1 is not an open file descriptor.</source>
        <translation>--passphrase-fd %1 ist kein offener Dateideskriptor.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCliSupport.cpp" line="90"/>
        <source>There is no terminal to ask for the passphrase on; give it on a file descriptor with --passphrase-fd N.</source>
        <translation>Es gibt kein Terminal, an dem nach der Passphrase gefragt werden kann; geben Sie sie mit --passphrase-fd N über einen Dateideskriptor.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCliSupport.cpp" line="104"/>
        <source>Passphrase of the secret key file: </source>
        <translation>Passphrase der Datei mit dem geheimen Schlüssel: </translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCliSupport.cpp" line="107"/>
        <source>The passphrase is empty; give the one that protects the secret key file.</source>
        <translation>Die Passphrase ist leer; geben Sie die an, die die Datei mit dem geheimen Schlüssel schützt.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="151"/>
        <source>Checking the output folder</source>
        <translation>Den Ausgabeordner prüfen</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="156"/>
        <source>Passphrase for the new key: </source>
        <translation>Passphrase für den neuen Schlüssel: </translation>
    </message>
    <message>
        <location filename="../src/cli/KeyCreateCli.cpp" line="164"/>
        <source>Repeat the passphrase: </source>
        <translation>Passphrase wiederholen: </translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyRenew</name>
    <message>
        <location filename="../src/cli/KeyRenewCli.cpp" line="82"/>
        <source>Checking the new backup file</source>
        <translation>Neue Sicherungsdatei wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyRenewCli.cpp" line="88"/>
        <source>Refused: the everyday keyring was not changed.</source>
        <translation>Abgelehnt: Der Alltags-Schlüsselbund wurde nicht geändert.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyRotate</name>
    <message>
        <location filename="../src/cli/KeyRotateCli.cpp" line="59"/>
        <source>Checking the new backup file</source>
        <translation>Neue Sicherungsdatei wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyRotateCli.cpp" line="93"/>
        <source>Refused: the everyday keyring was not changed and no file was written.</source>
        <translation>Abgelehnt: Der Alltags-Schlüsselbund wurde nicht geändert, und keine Datei wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyToCardCommand</name>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="72"/>
        <source>Reading the admin PIN (no --admin-pin-env)</source>
        <translation>Admin-PIN wird gelesen (kein --admin-pin-env)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="73"/>
        <source>Reading the key passphrase (no --passphrase-env)</source>
        <translation>Passphrase des Schlüssels wird gelesen (kein --passphrase-env)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="208"/>
        <source>on card %1</source>
        <translation>auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="209"/>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="210"/>
        <source>no secret</source>
        <translation>kein Geheimnis</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="284"/>
        <source>The backup file %1 already exists and may be the only copy of another key. Nothing was done: choose another file, or add --replace-backup to rename the existing file aside and write a new one.</source>
        <translation>Die Sicherungsdatei %1 existiert bereits und ist möglicherweise die einzige Kopie eines anderen Schlüssels. Es wurde nichts getan: Wählen Sie eine andere Datei, oder fügen Sie --replace-backup hinzu, um die vorhandene Datei umzubenennen und eine neue zu schreiben.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="293"/>
        <source>The backup file %1 already exists and is replaced: the existing file is renamed to %2 (not deleted), and a new backup is written in its place.</source>
        <translation>Die Sicherungsdatei %1 existiert bereits und wird ersetzt: Die vorhandene Datei wird in %2 umbenannt (nicht gelöscht), und an ihrer Stelle wird eine neue Sicherung geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="298"/>
        <source>Nothing was done.</source>
        <translation>Es wurde nichts getan.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="309"/>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="434"/>
        <source>--key and --backup are required</source>
        <translation>--key und --backup sind erforderlich</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="312"/>
        <source>choose --keep-local or --remove-local</source>
        <translation>wählen Sie --keep-local oder --remove-local</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="331"/>
        <source> — nothing was moved; the secret key is still in your keyring.</source>
        <translation> – es wurde nichts verschoben; der geheime Schlüssel ist noch in Ihrem Schlüsselbund.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="342"/>
        <source>bad --map %1 (SUBKEY-FINGERPRINT=sig|enc|auth)</source>
        <translation>ungültiges --map %1 (UNTERSCHLÜSSEL-FINGERABDRUCK=sig|enc|auth)</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="356"/>
        <source>warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="505"/>
        <source>--%1 names no environment variable that is set</source>
        <translation>--%1 nennt keine gesetzte Umgebungsvariable</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="464"/>
        <source>unknown subcommand %1</source>
        <translation>unbekannter Unterbefehl %1</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardCommand.cpp" line="545"/>
        <source>unknown keytocard subcommand %1</source>
        <translation>unbekannter keytocard-Unterbefehl %1</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="16"/>
        <source>Secrets: --passphrase-env VAR and --admin-pin-env VAR name environment variables
  to answer from (else gpg-agent&apos;s pinentry asks); the variables are removed from
  the environment when read.
</source>
        <translation>Geheimnisse: --passphrase-env VAR und --admin-pin-env VAR nennen Umgebungsvariablen,
  aus denen geantwortet wird (sonst fragt gpg-agent über pinentry); die Variablen
  werden beim Lesen aus der Umgebung entfernt.
</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="26"/>
        <source>Name an environment variable that holds them with --passphrase-env or --admin-pin-env, or leave them out to be asked by gpg-agent&apos;s pinentry.</source>
        <translation>Nennen Sie mit --passphrase-env oder --admin-pin-env eine Umgebungsvariable, die sie enthält, oder lassen Sie sie weg, damit gpg-agent über pinentry danach fragt.</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="43"/>
        <source>list [--key PATTERN] [--card SERIAL]
                                  secret keys, their subkeys and the card slots that fit</source>
        <translation>list [--key PATTERN] [--card SERIAL]
                                  geheime Schlüssel, ihre Unterschlüssel und die passenden Karten-Slots</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="50"/>
        <source>backup --key FPR --backup FILE [--paper] [--replace-backup [--yes]]
                                  a verified backup of the secret key</source>
        <translation>backup --key FPR --backup DATEI [--paper] [--replace-backup [--yes]]
                                  eine geprüfte Sicherung des geheimen Schlüssels</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="55"/>
        <source>move --key FPR --backup FILE [--existing-backup]
       [--map SUBKEY=sig|enc|auth]... (--keep-local|--remove-local)
       [--card SERIAL] [--replace] [--paper] [--replace-backup [--yes]]
                                  back up, then move subkeys onto the card</source>
        <translation>move --key FPR --backup DATEI [--existing-backup]
       [--map UNTERSCHLÜSSEL=sig|enc|auth]... (--keep-local|--remove-local)
       [--card SERIENNR] [--replace] [--paper] [--replace-backup [--yes]]
                                  sichern, dann Unterschlüssel auf die Karte verschieben</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="64"/>
        <source>restore-local --key FPR --backup FILE
                                  card stubs back to local keys from the backup</source>
        <translation>restore-local --key FPR --backup DATEI
                                  Kartenverweise aus der Sicherung wieder zu lokalen Schlüsseln machen</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="73"/>
        <source>usage: keyward-cli card keytocard SUBCOMMAND [options] [--json]
</source>
        <translation>Aufruf: keyward-cli card keytocard UNTERBEFEHL [Optionen] [--json]
</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="76"/>
        <source>An existing backup file is refused; --replace-backup renames it aside
(FILE.replaced-N) after confirmation, never deletes it.
Help: keyward-cli card keytocard help [SUBCOMMAND], or --help / -h after a subcommand.
</source>
        <translation>Eine vorhandene Sicherungsdatei wird abgelehnt; --replace-backup benennt sie nach
Bestätigung um (DATEI.replaced-N), löscht sie aber nie.
Hilfe: keyward-cli card keytocard help [UNTERBEFEHL], oder --help / -h nach einem Unterbefehl.
</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyToCardOptions.cpp" line="93"/>
        <source>[--card SERIAL] [--passphrase-env VAR] [--admin-pin-env VAR] [--json]
  points the keyring&apos;s card keys to the card that is inserted (or named)</source>
        <translation>[--card SERIAL] [--passphrase-env VAR] [--admin-pin-env VAR] [--json]
  verweist die Kartenschlüssel des Schlüsselbunds auf die eingesteckte (oder angegebene) Karte</translation>
    </message>
</context>
<context>
    <name>keyward::cli::KeyUse</name>
    <message>
        <location filename="../src/cli/KeyUseCli.cpp" line="71"/>
        <source>Checking the output files</source>
        <translation>Ausgabedateien werden geprüft</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyUseCli.cpp" line="76"/>
        <source>Turning on gpg-agent&apos;s SSH support</source>
        <translation>SSH-Unterstützung von gpg-agent wird eingeschaltet</translation>
    </message>
    <message>
        <location filename="../src/cli/KeyUseCli.cpp" line="77"/>
        <source>Refused: %1 and the output folders were not changed.</source>
        <translation>Abgelehnt: %1 und die Ausgabeordner wurden nicht geändert.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::OptionTable</name>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="38"/>
        <source>Leave them out to be asked.</source>
        <translation>Lassen Sie sie weg, um danach gefragt zu werden.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="39"/>
        <source>%1: --%2 is refused: PINs and passwords are never taken on the command line, where other users can see them. %3</source>
        <translation>%1: --%2 wird abgelehnt: PINs und Passwörter werden nie auf der Kommandozeile übergeben, wo andere Benutzer sie sehen können. %3</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="125"/>
        <source>usage: keyward-cli %1</source>
        <translation>Aufruf: keyward-cli %1</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="149"/>
        <source>Options (V: a value):</source>
        <translation>Optionen (V: ein Wert):</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="254"/>
        <location filename="../src/cli/OptionTable.cpp" line="315"/>
        <source>%1: unknown option %2.</source>
        <translation>%1: unbekannte Option %2.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="256"/>
        <source>keyward-cli %1 needs a subcommand.</source>
        <translation>keyward-cli %1 benötigt einen Unterbefehl.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="257"/>
        <source>&quot;%1&quot; is not a %2 subcommand.</source>
        <translation>„%1“ ist kein Unterbefehl von %2.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="296"/>
        <source>%1: unexpected argument &quot;%2&quot;.</source>
        <translation>%1: unerwartetes Argument „%2“.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="323"/>
        <source>%1: %2 takes no value.</source>
        <translation>%1: %2 nimmt keinen Wert an.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="337"/>
        <source>%1: unknown option --%2.</source>
        <translation>%1: unbekannte Option --%2.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="342"/>
        <source>%1: option %2 needs a value.</source>
        <translation>%1: Option %2 benötigt einen Wert.</translation>
    </message>
    <message>
        <location filename="../src/cli/OptionTable.cpp" line="349"/>
        <source>%1: an argument is missing.</source>
        <translation>%1: ein Argument fehlt.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::ReportModule</name>
    <message>
        <location filename="../src/cli/ReportModule.cpp" line="86"/>
        <source>it is not there</source>
        <translation>es ist nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../src/cli/ReportModule.cpp" line="102"/>
        <source>The report has no charts: Keyward&apos;s chart module %1 could not be loaded (%2). It is built with Keyward&apos;s window and installed beside keyward-cli.</source>
        <translation>Der Bericht enthält keine Diagramme: Das Diagrammmodul %1 von Keyward konnte nicht geladen werden (%2). Es wird mit dem Fenster von Keyward gebaut und neben keyward-cli installiert.</translation>
    </message>
</context>
<context>
    <name>keyward::cli::bench</name>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="35"/>
        <source>: started</source>
        <translation>: gestartet</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="43"/>
        <source>%1: %2 %, %3 operations, %4 s</source>
        <translation>%1: %2 %, %3 Operationen, %4 s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="82"/>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="83"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="84"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchProgressLine.cpp" line="85"/>
        <source>%1: %2, %3 operations, %4 s</source>
        <translation>%1: %2, %3 Operationen, %4 s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchBundle.cpp" line="65"/>
        <source>--bundle writes CSV, JSON and the report itself; leave out --csv, --samples, --output and --html</source>
        <translation>--bundle schreibt CSV, JSON und den Bericht selbst; lassen Sie --csv, --samples, --output und --html weg</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchBundle.cpp" line="90"/>
        <location filename="../src/cli/BenchCommand.cpp" line="151"/>
        <source>Keyward benchmark report</source>
        <translation>Keyward-Benchmarkbericht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/BenchBundle.cpp" line="146"/>
        <source>Saved the bundle to %1 (%n files).</source>
        <translation>
            <numerusform>Das Bündel wurde in %1 gespeichert (%n Datei).</numerusform>
            <numerusform>Das Bündel wurde in %1 gespeichert (%n Dateien).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="126"/>
        <source>write the HTML report</source>
        <translation>HTML-Bericht schreiben</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="135"/>
        <source>Saved the report to %1.</source>
        <translation>Der Bericht wurde unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="137"/>
        <source>Its charts are beside it as SVG: %1.</source>
        <translation>Seine Diagramme liegen daneben als SVG: %1.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchBundle.cpp" line="82"/>
        <location filename="../src/cli/BenchCommand.cpp" line="193"/>
        <source>find the run</source>
        <translation>Lauf suchen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="61"/>
        <source>The user PIN has one try left and a wrong PIN would block it, so Keyward did not send it. Check the PIN, then run again with --yes to use the last try.</source>
        <translation>Die Benutzer-PIN hat nur noch einen Versuch, und eine falsche PIN würde sie sperren; deshalb hat Keyward sie nicht gesendet. Prüfen Sie die PIN und starten Sie dann erneut mit --yes, um den letzten Versuch zu verwenden.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="103"/>
        <source>write a chart of the HTML report</source>
        <translation>ein Diagramm des HTML-Berichts schreiben</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="255"/>
        <source>failed: %1: %2
</source>
        <translation>fehlgeschlagen: %1: %2
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="294"/>
        <source>Skipped, not measured:</source>
        <translation>Übersprungen, nicht gemessen:</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="307"/>
        <source>stopped: with one PIN try left nothing was sent; %1 of %2 cases finished, the rest were not run
</source>
        <translation>angehalten: bei nur noch einem PIN-Versuch wurde nichts gesendet; %1 von %2 Fällen abgeschlossen, die übrigen wurden nicht ausgeführt
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="310"/>
        <source>stopped: the PIN is blocked; %1 of %2 cases finished, the rest were not run
</source>
        <translation>angehalten: die PIN ist gesperrt; %1 von %2 Fällen abgeschlossen, die übrigen wurden nicht ausgeführt
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="312"/>
        <source>stopped: the PIN was refused and is not tried again; %1 of %2 cases finished, the rest were not run
</source>
        <translation>angehalten: die PIN wurde abgelehnt und wird nicht erneut versucht; %1 von %2 Fällen abgeschlossen, die übrigen wurden nicht ausgeführt
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="318"/>
        <source>interrupted: %1 of %2 cases finished and stored; the case that was running stopped after its current operation and cleaned up
</source>
        <translation>unterbrochen: %1 von %2 Fällen abgeschlossen und gespeichert; der laufende Fall wurde nach seiner aktuellen Operation beendet und aufgeräumt
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="246"/>
        <source>step</source>
        <translation>St.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="246"/>
        <source>offered/s</source>
        <translation>angeb./s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="246"/>
        <source>arrived/s</source>
        <translation>angek./s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="247"/>
        <source>done/s</source>
        <translation>erl./s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="247"/>
        <source>W ms</source>
        <translation>W ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="164"/>
        <location filename="../src/cli/BenchOutput.cpp" line="247"/>
        <source>p95 ms</source>
        <translation>p95 ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="248"/>
        <source>L meas.</source>
        <translation>L gem.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="248"/>
        <source>L = λW</source>
        <translation>L = λW</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="248"/>
        <source>Lq meas.</source>
        <translation>Lq gem.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="249"/>
        <source>util.</source>
        <translation>Ausl.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="249"/>
        <source>queue end</source>
        <translation>Schl.-Ende</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="261"/>
        <source>  saturated</source>
        <translation>  gesättigt</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="266"/>
        <source>the queue starts to grow at %1 requests/s (step %2)
</source>
        <translation>die Warteschlange beginnt bei %1 Anfragen/s zu wachsen (Stufe %2)
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="270"/>
        <source>the device kept up with every step
</source>
        <translation>das Gerät hat auf jeder Stufe mitgehalten
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="273"/>
        <source>not every request was served before the drain limit
</source>
        <translation>nicht jede Anfrage wurde vor Ablauf der Nachlaufgrenze bedient
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="337"/>
        <location filename="../src/cli/BenchCommand.cpp" line="349"/>
        <source>plan the load profile</source>
        <translation>Lastprofil planen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="338"/>
        <source>a load profile runs on one PKCS#11 token (--token) with one --alg and one --op</source>
        <translation>ein Lastprofil läuft auf einem PKCS#11-Token (--token) mit einem --alg und einer --op</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="359"/>
        <source>%1, load profile</source>
        <translation>%1, Lastprofil</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="367"/>
        <source>interrupted: the load profile stopped; nothing was stored
</source>
        <translation>unterbrochen: das Lastprofil wurde beendet; nichts wurde gespeichert
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="384"/>
        <source>Keyward load profile</source>
        <translation>Keyward-Lastprofil</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchBundle.cpp" line="65"/>
        <location filename="../src/cli/BenchCommand.cpp" line="421"/>
        <location filename="../src/cli/BenchCommand.cpp" line="443"/>
        <source>export</source>
        <translation>exportieren</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="421"/>
        <source>choose one of --csv and --json</source>
        <translation>wählen Sie entweder --csv oder --json</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="446"/>
        <source>Saved the runs to %1.</source>
        <translation>Die Läufe wurden unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="512"/>
        <source>show</source>
        <translation>anzeigen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="512"/>
        <source>which run?</source>
        <translation>welcher Lauf?</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="541"/>
        <source>import</source>
        <translation>importieren</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="541"/>
        <source>one file</source>
        <translation>eine Datei</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="546"/>
        <source>the result file</source>
        <translation>die Ergebnisdatei</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="564"/>
        <source>imported runs: %1
</source>
        <translation>importierte Läufe: %1
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="572"/>
        <source>compare</source>
        <translation>vergleichen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="572"/>
        <source>give at least two runs</source>
        <translation>geben Sie mindestens zwei Läufe an</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="29"/>
        <source>read the bench options</source>
        <translation>Benchmark-Optionen lesen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="49"/>
        <source>%1 takes a whole number from %2 to %3, not %4</source>
        <translation>%1 erwartet eine ganze Zahl von %2 bis %3, nicht %4</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="73"/>
        <source>%1 takes a number above %2 and at most %3, not %4</source>
        <translation>%1 erwartet eine Zahl über %2 und höchstens %3, nicht %4</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="74"/>
        <source>%1 takes a number from %2 to %3, not %4</source>
        <translation>%1 erwartet eine Zahl von %2 bis %3, nicht %4</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="160"/>
        <source>A TLS server inside Keyward on 127.0.0.1 holds the key and serves only its
own clients; they make full handshakes (no resumption) for the duration,
after a short raw sign loop with the same key. Each run is stored (--store,
--no-store); a run in which a handshake stalled (exit 1) or that Ctrl+C
stopped (exit 130) is not.
  --token LABEL|URI [--module NAME|PATH]   the key on this PKCS#11 token: a
                    temporary session key pair, destroyed at the end, or
  --label KEY       an existing key pair with this label
  --cpu             the baseline: a software key made in memory
  --key-type rsa2048|rsa3072|rsa4096|p256|p384   (required); several,
                    comma-separated, are measured in turn and compared
  --tls 1.2|1.3     protocol version (default 1.3)
  --kex ecdhe|dhe   key exchange (default ecdhe); dhe (DHE-RSA, ffdhe2048)
                    needs --tls 1.2 and an RSA key
  --clients N       client threads (default 1)
  --server-threads N   server threads and sign loop threads (default 1)
  --duration SECONDS   handshake phase (default 5)
  --references      also the published figures, with their sources
  --load-profile RATES   handshakes/s, e.g. 5,10,20,50: requests arrive at
                    stepped rates (then back down unless --no-back-down)
                    into a FIFO; --step SECONDS per rate (default 2),
                    --workers N clients and as many server threads
                    (default 1); each request is one full handshake.
                    Stored like bench --load-profile
  --pin-file FILE   user PIN from the file&apos;s first line (- = stdin),
                    or $KEYWARD_PIN; never on the command line
  --yes             agrees to use the last PIN try
</source>
        <translation>Ein TLS-Server in Keyward auf 127.0.0.1 hält den Schlüssel und bedient nur seine
eigenen Clients; sie führen für die Dauer vollständige Handshakes aus (ohne
Sitzungswiederaufnahme), nach einer kurzen rohen Signaturschleife mit demselben
Schlüssel. Jeder Lauf wird gespeichert (--store, --no-store); ein Lauf, in dem ein
Handshake hängen blieb (Exit 1) oder den Strg+C beendete (Exit 130), nicht.
  --token LABEL|URI [--module NAME|PATH]   der Schlüssel auf diesem PKCS#11-Token: ein
                    temporäres Sitzungsschlüsselpaar, das am Ende zerstört wird, oder
  --label KEY       ein vorhandenes Schlüsselpaar mit dieser Bezeichnung
  --cpu             die Referenz: ein im Speicher erzeugter Software-Schlüssel
  --key-type rsa2048|rsa3072|rsa4096|p256|p384   (erforderlich); mehrere, durch
                    Kommas getrennt, werden nacheinander gemessen und verglichen
  --tls 1.2|1.3     Protokollversion (Standard: 1.3)
  --kex ecdhe|dhe   Schlüsselaustausch (Standard: ecdhe); dhe (DHE-RSA, ffdhe2048)
                    benötigt --tls 1.2 und einen RSA-Schlüssel
  --clients N       Client-Threads (Standard: 1)
  --server-threads N   Server-Threads und Threads der Signaturschleife (Standard: 1)
  --duration SECONDS   Handshake-Phase (Standard: 5)
  --references      zusätzlich die veröffentlichten Werte, mit ihren Quellen
  --load-profile RATES   Handshakes/s, z. B. 5,10,20,50: Anfragen treffen mit
                    gestuften Raten in eine FIFO ein (danach wieder herunter, außer
                    mit --no-back-down); --step SECONDS pro Rate (Standard: 2),
                    --workers N Clients und ebenso viele Server-Threads
                    (Standard: 1); jede Anfrage ist ein vollständiger Handshake.
                    Gespeichert wie bei bench --load-profile
  --pin-file FILE   Benutzer-PIN aus der ersten Zeile der Datei (- = stdin)
                    oder $KEYWARD_PIN; nie auf der Befehlszeile
  --yes             Zustimmung, den letzten PIN-Versuch zu verwenden
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="192"/>
        <source>Requests arrive in steps into a FIFO of bounded length (beyond it they are
dropped and counted); each needs a fresh key pair and one signature. On
demand: generate, sign, destroy. Pool: unwrap a wrapped key, sign, destroy,
with a refill worker unwrapping keys ahead. The runs are stored (one per
mode, each naming the other) unless --no-store.
  --token LABEL|URI [--module NAME|PATH]   the PKCS#11 token
  --key-type rsa2048|rsa3072|p256|p384     (required)
  --mode pool|on-demand|both               (default both)
  --rates R,R,...    requests per second per step
                     (default 1,2,5,10,20,50,100,50,20,10,5,2,1)
  --step-seconds S   each step&apos;s length (default 10)
  --queue N          the queue bound (default 50)
  --workers N        worker threads (default 1)
  --pool-size N      wrapped keys the pool may serve before it runs dry
  --burst RATE       instead of the steps: a burst of RATE requests/s from
                     the pool, with keys unwrapped ahead before it starts
  --burst-seconds S  the burst&apos;s length (default 2)
  --ready N          keys unwrapped ahead (default 10)
  --runs N           repetitions of the experiment (default 3); the lift&apos;s
                     95 % interval is a bootstrap over them (3 or more)
  --serial N         requests of the serial reference loop before each run
                     (default 100, at most 10 s; 0: none, no overhead)
  --pin-file FILE    user PIN from the file&apos;s first line (- = stdin),
                     or $KEYWARD_PIN; never on the command line
  --yes              agrees to use the last PIN try
</source>
        <translation>Anfragen treffen stufenweise in eine FIFO begrenzter Länge ein (darüber hinaus werden sie
verworfen und gezählt); jede benötigt ein neues Schlüsselpaar und eine Signatur. Bei
Bedarf: erzeugen, signieren, zerstören. Pool: einen verpackten Schlüssel entpacken, signieren,
zerstören, während ein Nachfüll-Worker Schlüssel vorab entpackt. Die Läufe werden gespeichert
(einer pro Modus, jeder nennt den anderen), außer mit --no-store.
  --token LABEL|URI [--module NAME|PATH]   das PKCS#11-Token
  --key-type rsa2048|rsa3072|p256|p384     (erforderlich)
  --mode pool|on-demand|both               (Standard: both)
  --rates R,R,...    Anfragen pro Sekunde je Stufe
                     (Standard: 1,2,5,10,20,50,100,50,20,10,5,2,1)
  --step-seconds S   Dauer jeder Stufe (Standard: 10)
  --queue N          Grenze der Warteschlange (Standard: 50)
  --workers N        Worker-Threads (Standard: 1)
  --pool-size N      verpackte Schlüssel, die der Pool bedienen kann, bevor er leer ist
  --burst RATE       statt der Stufen: eine Lastspitze von RATE Anfragen/s aus dem
                     Pool, mit Schlüsseln, die vor ihrem Beginn vorab entpackt werden
  --burst-seconds S  Dauer der Lastspitze (Standard: 2)
  --ready N          vorab entpackte Schlüssel (Standard: 10)
  --runs N           Wiederholungen des Experiments (Standard: 3); das 95-%-Intervall
                     der Steigerung ist ein Bootstrap über sie (3 oder mehr)
  --serial N         Anfragen der seriellen Referenzschleife vor jedem Lauf
                     (Standard: 100, höchstens 10 s; 0: keine, kein Overhead)
  --pin-file FILE    Benutzer-PIN aus der ersten Zeile der Datei (- = stdin)
                     oder $KEYWARD_PIN; nie auf der Befehlszeile
  --yes              Zustimmung, den letzten PIN-Versuch zu verwenden
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="266"/>
        <source>export RUN... --csv [--samples] | --json [-o FILE]   runs for other tools;
       export [RUN...] --bundle DIR   every run (or those named) as a publishable bundle</source>
        <translation>export LAUF... --csv [--samples] | --json [-o DATEI]   Läufe für andere Werkzeuge;
       export [LAUF...] --bundle ORDNER   jeder Lauf (oder die genannten) als veröffentlichbares Bündel</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="468"/>
        <source>the PIN file</source>
        <translation>die PIN-Datei</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="367"/>
        <source>--path takes device or end-to-end</source>
        <translation>--path erwartet device oder end-to-end</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="127"/>
        <source>Devices (any combination):
  --token LABEL|URI [--module NAME|PATH] [--key LABEL]   PKCS#11 token
                    (without --key: a dedicated session key is generated
                     per thread and removed again; user keys are never touched)
  --card [READER] [--path end-to-end|device]             OpenPGP card
                    (default end-to-end through gpg-agent, as in the window)
  --baseline cpu                                         software keys (OpenSSL)
Case options:
  --alg rsa2048,rsa3072,rsa4096,p256,p384,ed25519,cv25519 (default rsa2048)
  --op sign,decrypt,authenticate,keygen,pin-verify        (default sign)
  --iterations N | --duration SECONDS   per thread (default 100 iterations)
  --warmup N        operations kept apart as cold samples (default 3)
  --threads N       PKCS#11 sessions in parallel (default 1, at most 256)
  --thread-sweep    the --token cases also at 1, 2, 4 ... threads below N
                    (for the throughput-against-threads chart)
  --load-profile RATES   requests/s, e.g. 1,2,5,10,20,50,100: one --token case
                    served from a FIFO at stepped arrival rates (then back down
                    unless --no-back-down); --step SECONDS per rate (default 2),
                    --workers N sessions serving the queue (default 1, at most
                    256); rates up to 1000000/s, steps up to 86400 s
  --progress        progress lines on stderr also when it is not a terminal
                    (Ctrl+C stops the running case cleanly and keeps the rest)
  --pin-file FILE   user PIN from the file&apos;s first line (- = stdin),
                    or $KEYWARD_PIN; never on the command line. A PIN the
                    device refuses stops the run (one try used); with one
                    try left nothing is sent (exit 3) unless
  --yes             agrees to use the last try
</source>
        <translation>Geräte (beliebig kombinierbar):
  --token LABEL|URI [--module NAME|PATH] [--key LABEL]   PKCS#11-Token
                    (ohne --key: pro Thread wird ein eigener Sitzungsschlüssel
                     erzeugt und wieder entfernt; Benutzerschlüssel bleiben unberührt)
  --card [READER] [--path end-to-end|device]             OpenPGP-Karte
                    (Standard: Ende zu Ende über gpg-agent, wie im Fenster)
  --baseline cpu                                         Software-Schlüssel (OpenSSL)
Fall-Optionen:
  --alg rsa2048,rsa3072,rsa4096,p256,p384,ed25519,cv25519 (Standard: rsa2048)
  --op sign,decrypt,authenticate,keygen,pin-verify        (Standard: sign)
  --iterations N | --duration SECONDS   pro Thread (Standard: 100 Iterationen)
  --warmup N        Operationen, die als Kaltstart-Messungen getrennt bleiben (Standard: 3)
  --threads N       parallele PKCS#11-Sitzungen (Standard: 1, höchstens 256)
  --thread-sweep    die --token-Fälle auch mit 1, 2, 4 ... Threads unter N
                    (für das Diagramm Durchsatz über Threads)
  --load-profile RATES   Anfragen/s, z. B. 1,2,5,10,20,50,100: ein --token-Fall,
                    aus einer FIFO mit stufenweisen Ankunftsraten bedient (danach
                    wieder herunter, außer mit --no-back-down); --step SECONDS pro Rate
                    (Standard: 2), --workers N Sitzungen bedienen die Warteschlange
                    (Standard: 1, höchstens 256); Raten bis 1000000/s, Stufen bis 86400 s
  --progress        Fortschrittszeilen auf stderr, auch wenn es kein Terminal ist
                    (Strg+C beendet den laufenden Fall sauber und behält den Rest)
  --pin-file FILE   Benutzer-PIN aus der ersten Zeile der Datei (- = stdin)
                    oder $KEYWARD_PIN; nie auf der Befehlszeile. Eine PIN, die das
                    Gerät ablehnt, beendet den Lauf (ein Versuch verbraucht); bei nur
                    einem verbleibenden Versuch wird nichts gesendet (Exit-Code 3), außer mit
  --yes             Zustimmung, den letzten Versuch zu verwenden
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="222"/>
        <source>Store:
  --store PATH      SQLite result store (default: %1)
  --no-store        keep the results in memory only
  --include-serial  put device serials into output and exports
  --html FILE       also write the runs (run, show, compare) as an HTML report
RUN is a run id or uuid; `published` stands for the published reference figures.
Help: keyward-cli bench help [SUBCOMMAND], or --help / -h after a subcommand.
</source>
        <translation>Speicher:
  --store PFAD      SQLite-Ergebnisspeicher (Standard: %1)
  --no-store        Ergebnisse nur im Arbeitsspeicher halten
  --include-serial  Seriennummern in Ausgabe und Exporte aufnehmen
  --html DATEI      die Läufe (run, show, compare) zusätzlich als HTML-Bericht schreiben
LAUF ist eine Lauf-ID oder UUID; `published` steht für die veröffentlichten Referenzwerte.
Hilfe: keyward-cli bench help [UNTERBEFEHL], oder --help / -h nach einem Unterbefehl.
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="241"/>
        <source>[run] DEVICES [CASE OPTIONS]      run benchmark cases and store the results</source>
        <translation>[run] GERÄTE [FALLOPTIONEN]       Benchmark-Fälle ausführen und die Ergebnisse speichern</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="250"/>
        <source>tls --token LABEL|--cpu --key-type T    TLS handshakes/s with the key</source>
        <translation>tls --token LABEL|--cpu --key-type T    TLS-Handshakes/s mit dem Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="256"/>
        <source>keypool --token LABEL --key-type T   a fresh key + signature per request: on demand vs key pool</source>
        <translation>keypool --token LABEL --key-type T   pro Anfrage ein neuer Schlüssel + Signatur: bei Bedarf vs. Schlüsselpool</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="262"/>
        <source>list                              the stored runs</source>
        <translation>list                              die gespeicherten Läufe</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="263"/>
        <source>show RUN...                       stored runs with their figures</source>
        <translation>show LAUF...                      gespeicherte Läufe mit ihren Messwerten</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="273"/>
        <source>import FILE                       runs from a JSON export</source>
        <translation>import DATEI                      Läufe aus einem JSON-Export</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="275"/>
        <source>compare RUN RUN...                runs side by side</source>
        <translation>compare LAUF LAUF...              Läufe nebeneinander</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="282"/>
        <source>usage: keyward-cli [--json] bench [SUBCOMMAND] [options]
</source>
        <translation>Aufruf: keyward-cli [--json] bench [UNTERBEFEHL] [Optionen]
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="284"/>
        <source>Give the user PIN with --pin-file FILE (&quot;-&quot; for standard input) or in KEYWARD_PIN.</source>
        <translation>Geben Sie die Benutzer-PIN mit --pin-file DATEI („-“ für die Standardeingabe) oder in KEYWARD_PIN an.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="291"/>
        <source>usage: keyward-cli [--json] bench %1</source>
        <translation>Aufruf: keyward-cli [--json] bench %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="373"/>
        <source>--baseline takes cpu</source>
        <translation>--baseline erwartet cpu</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="381"/>
        <source>unknown algorithm %1</source>
        <translation>unbekannter Algorithmus %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="391"/>
        <source>unknown operation %1</source>
        <translation>unbekannte Operation %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="431"/>
        <source>--key-type takes rsa2048, rsa3072, rsa4096, p256 or p384</source>
        <translation>--key-type erwartet rsa2048, rsa3072, rsa4096, p256 oder p384</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="440"/>
        <source>--tls takes 1.2 or 1.3</source>
        <translation>--tls erwartet 1.2 oder 1.3</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="448"/>
        <source>--kex takes ecdhe or dhe</source>
        <translation>--kex akzeptiert ecdhe oder dhe</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="462"/>
        <source>--load-profile needs rates, e.g. 1,2,5,10</source>
        <translation>--load-profile erwartet Raten, z. B. 1,2,5,10</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="478"/>
        <source>--thread-sweep does not go with --load-profile (its sessions are --workers)</source>
        <translation>--thread-sweep passt nicht zu --load-profile (dessen Sitzungen sind --workers)</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOptions.cpp" line="489"/>
        <source>--load-profile with --step %1 schedules more than %2 requests or %3 steps; use lower rates or shorter steps</source>
        <translation>--load-profile mit --step %1 plant mehr als %2 Anfragen oder %3 Stufen; verwenden Sie niedrigere Raten oder kürzere Stufen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="160"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="162"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="162"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="162"/>
        <source>Op</source>
        <translation>Op</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="162"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="163"/>
        <source>Thr</source>
        <translation>Thr</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="163"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="163"/>
        <location filename="../src/cli/BenchOutput.cpp" line="191"/>
        <source>Median ms</source>
        <translation>Median ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="163"/>
        <location filename="../src/cli/BenchOutput.cpp" line="190"/>
        <source>Mean ms</source>
        <translation>Mittel ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="164"/>
        <location filename="../src/cli/BenchOutput.cpp" line="191"/>
        <source>±CI95 ms</source>
        <translation>±KI95 ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="164"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="165"/>
        <location filename="../src/cli/BenchOutput.cpp" line="191"/>
        <source>ops/s wall</source>
        <translation>ops/s Echtz.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="165"/>
        <source>ops/s lat.</source>
        <translation>ops/s Lat.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="176"/>
        <source> (published, %1)</source>
        <translation> (veröffentlicht, %1)</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="190"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="190"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="192"/>
        <source>× first</source>
        <translation>× erster</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="195"/>
        <source>published</source>
        <translation>veröffentlicht</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchOutput.cpp" line="263"/>
        <source>service rate: %1 requests/s (served ÷ the time the workers were serving)
</source>
        <translation>Bedienrate: %1 Anfragen/s (bediente ÷ die Zeit, in der die Worker bedienten)
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchPlan.cpp" line="33"/>
        <location filename="../src/cli/BenchPlan.cpp" line="93"/>
        <source>plan the benchmark</source>
        <translation>Benchmark planen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchPlan.cpp" line="34"/>
        <source>gpg-agent uses the card in reader &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>gpg-agent verwendet die Karte in Leser „%1“, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchPlan.cpp" line="94"/>
        <source>name a device: --token, --card or --baseline cpu</source>
        <translation>geben Sie ein Gerät an: --token, --card oder --baseline cpu</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="106"/>
        <source>Published figures (not measured here):</source>
        <translation>Veröffentlichte Werte (nicht hier gemessen):</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="127"/>
        <source>%1 handshakes (%2, %3) with %4 on %5, key %6</source>
        <translation>%1-Handshakes (%2, %3) mit %4 auf %5, Schlüssel %6</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="131"/>
        <source>  %1 client(s), %2 server thread(s), %3 s</source>
        <translation>  %1 Client(s), %2 Server-Thread(s), %3 s</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="136"/>
        <source>  handshakes/s:         %1 (%2 handshakes, %3 failed by the client, %4 by the server)</source>
        <translation>  Handshakes/s:         %1 (%2 Handshakes, %3 beim Client fehlgeschlagen, %4 beim Server)</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="143"/>
        <source>  handshake latency:    median %1 ms, p95 %2 ms, p99 %3 ms</source>
        <translation>  Handshake-Latenz:     Median %1 ms, p95 %2 ms, p99 %3 ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="146"/>
        <source>  raw signatures/s:     %1 (same key, %2 thread(s), median %3 ms)</source>
        <translation>  Signaturen/s (roh):   %1 (gleicher Schlüssel, %2 Thread(s), Median %3 ms)</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="151"/>
        <source>  handshakes/signature: %1</source>
        <translation>  Handshakes/Signatur:  %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="163"/>
        <source>  CPU per handshake:    server %1 ms, clients %2 ms</source>
        <translation>  CPU pro Handshake:    Server %1 ms, Clients %2 ms</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="168"/>
        <source>  first failure:        %1</source>
        <translation>  Erster Fehler:        %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="171"/>
        <source>  refused:              %1 connection(s) from other processes, closed before any TLS</source>
        <translation>  abgewiesen:           %1 Verbindung(en) anderer Prozesse, vor jedem TLS geschlossen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchCommand.cpp" line="472"/>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="237"/>
        <source>run the TLS handshake benchmark</source>
        <translation>TLS-Handshake-Benchmark ausführen</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="154"/>
        <source>  token per handshake:  %1 ms in C_Sign/C_Decrypt (%2 operations, %3 × the raw signature&apos;s mean)</source>
        <translation>  Token pro Handshake:  %1 ms in C_Sign/C_Decrypt (%2 Operationen, %3 × der Mittelwert der rohen Signatur)</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="183"/>
        <source>bench tls needs --key-type</source>
        <translation>bench tls benötigt --key-type</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="186"/>
        <source>bench tls needs either --token or --cpu</source>
        <translation>bench tls benötigt entweder --token oder --cpu</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="189"/>
        <source>--label names one key: give one --key-type with it</source>
        <translation>--label bezeichnet einen einzigen Schlüssel: Geben Sie dazu genau einen --key-type an</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="192"/>
        <source>--kex dhe needs --tls 1.2</source>
        <translation>--kex dhe benötigt --tls 1.2</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="196"/>
        <source>--kex dhe needs an RSA key</source>
        <translation>--kex dhe benötigt einen RSA-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="201"/>
        <source>--load-profile takes --step for each rate, not --duration</source>
        <translation>--load-profile erwartet --step für jede Rate, nicht --duration</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="204"/>
        <source>--load-profile takes --workers, not --clients or --server-threads</source>
        <translation>--load-profile erwartet --workers, nicht --clients oder --server-threads</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="207"/>
        <source>--references goes with the runs without --load-profile</source>
        <translation>--references gilt nur für Läufe ohne --load-profile</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="277"/>
        <source>interrupted: the TLS run was not stored</source>
        <translation>unterbrochen: der TLS-Lauf wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="323"/>
        <source>  Stored as run %1.</source>
        <translation>  Als Lauf %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="325"/>
        <source>  No handshake completed; the run was not stored.</source>
        <translation>  Kein Handshake wurde abgeschlossen; der Lauf wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsCommand.cpp" line="329"/>
        <source>Advice: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="130"/>
        <source>From the pool (unwrap, sign, destroy):</source>
        <translation>Aus dem Pool (entpacken, signieren, zerstören):</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="131"/>
        <source>On demand (generate, sign, destroy):</source>
        <translation>Bei Bedarf (erzeugen, signieren, zerstören):</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="134"/>
        <source>%1 requests, %2 served, %3 dropped; longest latency %4 ms.</source>
        <translation>%1 Anfragen, %2 bedient, %3 verworfen; längste Latenz %4 ms.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="141"/>
        <source>No request was dropped.</source>
        <translation>Es wurde keine Anfrage verworfen.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="142"/>
        <source>The first request was dropped after %1 s.</source>
        <translation>Die erste Anfrage wurde nach %1 s verworfen.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="146"/>
        <source>Service rate (served ÷ serving time) %1 requests/s: the first %2 served %3, the rest %4; in steps below saturation %5, in saturated steps %6.</source>
        <translation>Bedienrate (bediente ÷ Bedienzeit) %1 Anfragen/s: die ersten %2 bedient mit %3, der Rest %4; in Stufen unter Sättigung %5, in gesättigten Stufen %6.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="156"/>
        <source>Serial reference loop (the same operations back to back on one thread, just before the service): %1 requests, %2 requests/s (the first %3 %4, the rest %5).</source>
        <translation>Serielle Referenzschleife (dieselben Operationen direkt hintereinander in einem Thread, unmittelbar vor dem Dienst): %1 Anfragen, %2 Anfragen/s (die ersten %3 %4, der Rest %5).</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="165"/>
        <source>Service rate ÷ serial loop: %1 (first requests %2, the rest %3; below saturation %4, saturated %5), %6 worker(s)%7 against one thread.</source>
        <translation>Bedienrate ÷ serielle Schleife: %1 (erste Anfragen %2, der Rest %3; unter Sättigung %4, gesättigt %5), %6 Worker%7 gegen einen Thread.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="170"/>
        <source> and the refill worker</source>
        <translation> und der Nachfüll-Worker</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="173"/>
        <source>No serial reference loop ran: no overhead figure.</source>
        <translation>Es lief keine serielle Referenzschleife: kein Overhead-Wert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="178"/>
        <source>%1 requests were served with keys unwrapped ahead; they never ran out.</source>
        <translation>%1 Anfragen wurden mit vorab entpackten Schlüsseln bedient; diese sind nie ausgegangen.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="181"/>
        <source>%1 requests were served with keys unwrapped ahead; they ran out after %2 s.</source>
        <translation>%1 Anfragen wurden mit vorab entpackten Schlüsseln bedient; diese sind nach %2 s ausgegangen.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="188"/>
        <source>Median keygen %1 ms, unwrap %2 ms, sign %3 ms, destroy %4 ms.</source>
        <translation>Median: Schlüsselerzeugung %1 ms, Entpacken %2 ms, Signieren %3 ms, Zerstören %4 ms.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="196"/>
        <source>%1/s: %2 accepted, mean latency %3 ms, queue at end %4</source>
        <translation>%1/s: %2 angenommen, mittlere Latenz %3 ms, Warteschlange am Ende %4</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="241"/>
        <source>--key-type takes rsa2048, rsa3072, p256 or p384.</source>
        <translation>--key-type akzeptiert rsa2048, rsa3072, p256 oder p384.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="244"/>
        <source>--token names the token.</source>
        <translation>--token gibt das Token an.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="250"/>
        <source>--mode takes pool, on-demand or both.</source>
        <translation>--mode akzeptiert pool, on-demand oder both.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="265"/>
        <source>--rates takes a list of requests per second.</source>
        <translation>--rates erwartet eine Liste von Anfragen pro Sekunde.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="273"/>
        <source>--burst replaces --rates and --step-seconds.</source>
        <translation>--burst ersetzt --rates und --step-seconds.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="276"/>
        <source>--burst runs from the pool only.</source>
        <translation>--burst läuft nur aus dem Pool.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="294"/>
        <source>--burst runs once: it takes no --runs.</source>
        <translation>--burst läuft einmal: es nimmt kein --runs.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="300"/>
        <source>--burst-seconds needs --burst.</source>
        <translation>--burst-seconds benötigt --burst.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="426"/>
        <source>Run %1 of %2:</source>
        <translation>Lauf %1 von %2:</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="458"/>
        <source>Lift (pool ÷ on demand, service rate): %1 (95 % interval %2 to %3, bootstrap over %4 runs).</source>
        <translation>Steigerung (Pool ÷ bei Bedarf, Bedienrate): %1 (95-%-Intervall %2 bis %3, Bootstrap über %4 Läufe).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="466"/>
        <source>Lift (pool ÷ on demand, service rate): %1 from %n run(s); no interval between runs, which needs at least %2 runs.</source>
        <translation>
            <numerusform>Steigerung (Pool ÷ bei Bedarf, Bedienrate): %1 aus %n Lauf; kein Intervall zwischen Läufen, dafür braucht es mindestens %2 Läufe.</numerusform>
            <numerusform>Steigerung (Pool ÷ bei Bedarf, Bedienrate): %1 aus %n Läufen; kein Intervall zwischen Läufen, dafür braucht es mindestens %2 Läufe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/cli/BenchKeyPoolCommand.cpp" line="481"/>
        <source>Stored as runs %1.</source>
        <translation>Als Läufe %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="61"/>
        <source>%1 handshakes (%2, %3), key %4</source>
        <translation>%1-Handshakes (%2, %3), Schlüssel %4</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="65"/>
        <source>handshakes: %1 scheduled, %2 served and verified, %3 failed, %4 dropped
</source>
        <translation>Handshakes: geplant %1, bedient und geprüft %2, fehlgeschlagen %3, verworfen %4
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="71"/>
        <source>first failure: %1
</source>
        <translation>Erster Fehler: %1
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="74"/>
        <source>refused: %1 connection(s) from other processes, closed before any TLS
</source>
        <translation>abgewiesen: %1 Verbindung(en) anderer Prozesse, vor jedem TLS geschlossen
</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="99"/>
        <source>%1, TLS handshakes, load profile</source>
        <translation>%1, TLS-Handshakes, Lastprofil</translation>
    </message>
    <message>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="107"/>
        <location filename="../src/cli/BenchTlsLoadCommand.cpp" line="113"/>
        <source>interrupted: the load profile stopped; nothing more was stored
</source>
        <translation>unterbrochen: das Lastprofil wurde beendet; es wurde nichts weiter gespeichert
</translation>
    </message>
</context>
<context>
    <name>keyward::gui::AboutDialog</name>
    <message>
        <location filename="../src/gui/AboutDialog.cpp" line="16"/>
        <source>&lt;h3&gt;Keyward %1&lt;/h3&gt;&lt;p&gt;Sets up, manages and benchmarks OpenPGP cards and PKCS#11 tokens.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Qt %2 · GPGME %3 · %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Keyward %1&lt;/h3&gt;&lt;p&gt;Einrichtung, Verwaltung und Benchmarks für OpenPGP-Karten und PKCS#11-Token.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;&lt;p&gt;Qt %2 · GPGME %3 · %4&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/AboutDialog.cpp" line="26"/>
        <source>About Keyward</source>
        <translation>Über Keyward</translation>
    </message>
</context>
<context>
    <name>keyward::gui::DeviceDetailPage</name>
    <message>
        <location filename="../src/gui/DeviceDetailPage.cpp" line="49"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../src/gui/DeviceDetailPage.cpp" line="50"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/DeviceDetailPage.cpp" line="51"/>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
</context>
<context>
    <name>keyward::gui::DoctorDialog</name>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="22"/>
        <source>Check this computer</source>
        <translation>Diesen Rechner prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="24"/>
        <source>Why can a program not see a card? Keyward looks at GnuPG, gpg-agent, pcscd, scdaemon, OpenSC, the pinentry, SSH support and the keys on cards, and says what to do about each thing it finds. It changes nothing on this computer.</source>
        <translation>Warum sieht ein Programm eine Karte nicht? Keyward prüft GnuPG, gpg-agent, pcscd, scdaemon, OpenSC, das Pinentry, die SSH-Unterstützung und die Schlüssel auf Karten und sagt zu allem, was es findet, was zu tun ist. Es ändert nichts an diesem Rechner.</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="39"/>
        <source>Check &amp;again</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="62"/>
        <source>Looking at GnuPG, pcscd, scdaemon and OpenSC…</source>
        <translation>GnuPG, pcscd, scdaemon und OpenSC werden geprüft…</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="74"/>
        <source>Nothing to fix was found.</source>
        <translation>Es wurde nichts gefunden, das zu beheben wäre.</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="85"/>
        <source>What to do:</source>
        <translation>Was zu tun ist:</translation>
    </message>
    <message>
        <location filename="../src/gui/DoctorDialog.cpp" line="87"/>
        <source>What was looked at</source>
        <translation>Was geprüft wurde</translation>
    </message>
</context>
<context>
    <name>keyward::gui::KeyCardLostDialog</name>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="28"/>
        <source>Revoke a lost card&apos;s subkeys</source>
        <translation>Unterschlüssel einer verlorenen Karte widerrufen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="30"/>
        <source>When a card is lost or stolen: Keyward opens the key&apos;s secret key file in a temporary keyring, revokes the subkeys that were on the card there and, when you agree, gives your everyday keyring only the public key with the revocations. The primary key and the other subkeys stay valid; the card is not needed.</source>
        <translation>Wenn eine Karte verloren oder gestohlen wurde: Keyward öffnet die Datei mit dem geheimen Schlüssel in einem temporären Schlüsselbund, widerruft dort die Unterschlüssel, die auf der Karte waren, und gibt Ihrem Alltags-Schlüsselbund, wenn Sie zustimmen, nur den öffentlichen Schlüssel mit den Widerrufen. Der Hauptschlüssel und die übrigen Unterschlüssel bleiben gültig; die Karte wird nicht gebraucht.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="36"/>
        <source>the subkeys on the card with serial &amp;number</source>
        <translation>die Unterschlüssel auf der Karte mit der Serien&amp;nummer</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="41"/>
        <source>empty: the one card the everyday keyring names</source>
        <translation>leer: die eine Karte, die der Alltags-Schlüsselbund nennt</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="42"/>
        <source>these subkeys (&amp;fingerprints, separated by commas)</source>
        <translation>diese Unterschlüssel (&amp;Fingerabdrücke, durch Kommas getrennt)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="69"/>
        <source>optional: a folder for the public key to publish</source>
        <translation>optional: ein Ordner für den zu veröffentlichenden öffentlichen Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="70"/>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="75"/>
        <source>Pu&amp;blish folder:</source>
        <translation>Ordner zum Veröffent&amp;lichen:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="80"/>
        <source>Revoke:</source>
        <translation>Widerrufen:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="81"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="88"/>
        <source>Re&amp;voke in the everyday keyring</source>
        <translation>Im Alltags-Schlüsselbund &amp;widerrufen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="106"/>
        <source>A folder for the public key with the revocations</source>
        <translation>Ein Ordner für den öffentlichen Schlüssel mit den Widerrufen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="138"/>
        <source>Revoking the subkeys in a temporary keyring…</source>
        <translation>Die Unterschlüssel werden in einem temporären Schlüsselbund widerrufen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="139"/>
        <source>The revocations are ready in the temporary keyring. Nothing has changed yet:</source>
        <translation>Die Widerrufe liegen im temporären Schlüsselbund bereit. Noch hat sich nichts geändert:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="151"/>
        <source>Importing the revocations into the everyday keyring…</source>
        <translation>Die Widerrufe werden in den Alltags-Schlüsselbund importiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCardLostDialog.cpp" line="154"/>
        <source>Revoked. What the everyday keyring lists now:</source>
        <translation>Widerrufen. Was der Alltags-Schlüsselbund jetzt enthält:</translation>
    </message>
</context>
<context>
    <name>keyward::gui::KeyCreateDialog</name>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="54"/>
        <source>Create a key for cards</source>
        <translation>Schlüssel für Karten erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="56"/>
        <source>Keyward makes a primary key that only certifies, and subkeys for signing, encryption and authentication that expire, in a temporary keyring: your everyday keyring is not changed. The public key, the secret key protected by the passphrase and a revocation certificate are written to the folder below, and the secret key file is checked by importing it into an empty keyring. Keep the secret key file offline; the subkeys go onto cards from it.</source>
        <translation>Keyward erstellt in einem vorübergehenden Schlüsselbund einen Hauptschlüssel, der nur zertifiziert, sowie ablaufende Unterschlüssel zum Signieren, Verschlüsseln und Authentisieren: Ihr Alltags-Schlüsselbund wird nicht verändert. Der öffentliche Schlüssel, der durch die Passphrase geschützte geheime Schlüssel und ein Widerrufszertifikat werden in den unten angegebenen Ordner geschrieben, und die Datei mit dem geheimen Schlüssel wird geprüft, indem sie in einen leeren Schlüsselbund importiert wird. Bewahren Sie die Datei mit dem geheimen Schlüssel offline auf; aus ihr kommen die Unterschlüssel auf die Karten.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="71"/>
        <source>Ed25519 and Curve25519 (recommended)</source>
        <translation>Ed25519 und Curve25519 (empfohlen)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="72"/>
        <source>RSA 4096</source>
        <translation>RSA 4096</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="75"/>
        <source>in one year (recommended)</source>
        <translation>in einem Jahr (empfohlen)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="75"/>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="79"/>
        <source>in two years</source>
        <translation>in zwei Jahren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="75"/>
        <source>in six months</source>
        <translation>in sechs Monaten</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="79"/>
        <source>never (renew the subkeys instead)</source>
        <translation>nie (stattdessen die Unterschlüssel erneuern)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="79"/>
        <source>in five years</source>
        <translation>in fünf Jahren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="85"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="99"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="100"/>
        <source>&amp;E-mail address:</source>
        <translation>&amp;E-Mail-Adresse:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="101"/>
        <source>&amp;Algorithm:</source>
        <translation>A&amp;lgorithmus:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="102"/>
        <source>&amp;Subkeys expire:</source>
        <translation>&amp;Unterschlüssel laufen ab:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="103"/>
        <source>&amp;Primary key expires:</source>
        <translation>&amp;Hauptschlüssel läuft ab:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="104"/>
        <source>&amp;Folder for the key files:</source>
        <translation>&amp;Ordner für die Schlüsseldateien:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="107"/>
        <source>Pass&amp;phrase of the secret key file:</source>
        <translation>Pass&amp;phrase der Datei mit dem geheimen Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="108"/>
        <source>&amp;Repeat the passphrase:</source>
        <translation>Passphrase &amp;wiederholen:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="113"/>
        <source>C&amp;reate the key</source>
        <translation>Schlüssel e&amp;rstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="146"/>
        <source>Folder for the key files</source>
        <translation>Ordner für die Schlüsseldateien</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="170"/>
        <source>the name field</source>
        <translation>das Namensfeld</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="171"/>
        <source>the e-mail address field</source>
        <translation>das Feld für die E-Mail-Adresse</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="198"/>
        <source>Making the key in a temporary keyring…</source>
        <translation>Schlüssel wird in einem vorübergehenden Schlüsselbund erstellt…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyCreateDialog.cpp" line="214"/>
        <source>The key was made. What the new keyring and the files hold:</source>
        <translation>Der Schlüssel wurde erstellt. Was der neue Schlüsselbund und die Dateien enthalten:</translation>
    </message>
</context>
<context>
    <name>keyward::gui::KeyRenewDialog</name>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="34"/>
        <source>Renew a key&apos;s subkeys</source>
        <translation>Unterschlüssel eines Schlüssels erneuern</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="36"/>
        <source>Once a year, before the subkeys on your cards expire: Keyward opens the key&apos;s secret key file in a temporary keyring, sets the subkeys&apos; new expiry there and, when you agree, gives your everyday keyring only the renewed public key. The cards are not needed and do not change; they keep working with the new expiry.</source>
        <translation>Einmal im Jahr, bevor die Unterschlüssel auf Ihren Karten ablaufen: Keyward öffnet die Datei mit dem geheimen Schlüssel in einem vorübergehenden Schlüsselbund, setzt dort das neue Ablaufdatum der Unterschlüssel und gibt Ihrem Alltags-Schlüsselbund, wenn Sie zustimmen, nur den erneuerten öffentlichen Schlüssel. Die Karten werden nicht benötigt und ändern sich nicht; sie funktionieren mit dem neuen Ablaufdatum weiter.</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="35"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="42"/>
        <source>&amp;Secret key file:</source>
        <translation>&amp;Datei mit dem geheimen Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="43"/>
        <source>one year from today (recommended)</source>
        <translation>ein Jahr ab heute (empfohlen)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="43"/>
        <source>two years from today</source>
        <translation>zwei Jahre ab heute</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="47"/>
        <source>as it is</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="47"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="47"/>
        <source>five years from today</source>
        <translation>fünf Jahre ab heute</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="50"/>
        <source>&amp;Write the renewed secret key as a new file beside the old one</source>
        <translation>Erneuerten geheimen Schlüssel als neue Datei neben die alte &amp;schreiben</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="56"/>
        <source>Subkeys &amp;expire:</source>
        <translation>&amp;Unterschlüssel laufen ab:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="57"/>
        <source>&amp;Primary key expires:</source>
        <translation>&amp;Hauptschlüssel läuft ab:</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="67"/>
        <source>Pass&amp;phrase of the secret key file:</source>
        <translation>Pass&amp;phrase der Datei mit dem geheimen Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="52"/>
        <source>&amp;Prepare</source>
        <translation>&amp;Vorbereiten</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="61"/>
        <source>&amp;Renew in the everyday keyring</source>
        <translation>Im Alltags-Schlüsselbund &amp;erneuern</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="123"/>
        <source>The key&apos;s secret key file</source>
        <translation>Die Datei mit dem geheimen Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="125"/>
        <source>Secret key files (*-secret*.asc);;All files (*)</source>
        <translation>Dateien mit geheimem Schlüssel (*-secret*.asc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/OfflineKeyDialog.cpp" line="167"/>
        <source>Type the passphrase of the secret key file.</source>
        <translation>Geben Sie die Passphrase der Datei mit dem geheimen Schlüssel ein.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="90"/>
        <source>Renewing the key in a temporary keyring…</source>
        <translation>Schlüssel wird in einem vorübergehenden Schlüsselbund erneuert…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="91"/>
        <source>The renewed key is ready in the temporary keyring. Nothing has changed yet:</source>
        <translation>Der erneuerte Schlüssel liegt im vorübergehenden Schlüsselbund bereit. Noch wurde nichts geändert:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="103"/>
        <source>Importing the renewed public key into the everyday keyring…</source>
        <translation>Erneuerter öffentlicher Schlüssel wird in den Alltags-Schlüsselbund importiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRenewDialog.cpp" line="106"/>
        <source>Renewed. What the everyday keyring lists now:</source>
        <translation>Erneuert. Was der Alltags-Schlüsselbund jetzt enthält:</translation>
    </message>
</context>
<context>
    <name>keyward::gui::KeyRotateDialog</name>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="26"/>
        <source>Rotate a key&apos;s subkeys</source>
        <translation>Unterschlüssel eines Schlüssels rotieren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="28"/>
        <source>New subkeys for the card: Keyward opens the key&apos;s secret key file in a temporary keyring, makes new sign, encrypt and authenticate subkeys there and sets the old ones to expire now (they are not deleted, so old mail still decrypts with the file). When you agree, it writes the rotated secret key to a new file and gives your everyday keyring the public key. The card is not changed here; the report names the commands that move the new subkeys onto it.</source>
        <translation>Neue Unterschlüssel für die Karte: Keyward öffnet die Datei mit dem geheimen Schlüssel in einem vorübergehenden Schlüsselbund, erstellt dort neue Unterschlüssel zum Signieren, Verschlüsseln und Authentisieren und lässt die alten jetzt ablaufen (sie werden nicht gelöscht, alte Post lässt sich also weiter mit der Datei entschlüsseln). Wenn Sie zustimmen, schreibt es den rotierten geheimen Schlüssel in eine neue Datei und gibt Ihrem Alltags-Schlüsselbund den öffentlichen Schlüssel. Die Karte wird hier nicht geändert; der Bericht nennt die Befehle, die die neuen Unterschlüssel auf sie verschieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="38"/>
        <source>a file that does not exist yet</source>
        <translation>eine Datei, die es noch nicht gibt</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="39"/>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="49"/>
        <source>&amp;New secret key file:</source>
        <translation>&amp;Neue Datei für den geheimen Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="55"/>
        <source>one year from today (recommended)</source>
        <translation>ein Jahr ab heute (empfohlen)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="56"/>
        <source>two years from today</source>
        <translation>zwei Jahre ab heute</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="61"/>
        <source>New subkeys &amp;expire:</source>
        <translation>Neue Unterschlüssel laufen a&amp;b:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="64"/>
        <source>Ne&amp;xt, on this computer with the card inserted, run:</source>
        <translation>Danach auf diesem Rechner mit eingesteckter Karte aus&amp;führen:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="75"/>
        <source>R&amp;otate in the everyday keyring</source>
        <translation>Im Alltags-Schlüsselbund &amp;rotieren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="103"/>
        <source>The new secret key file</source>
        <translation>Die neue Datei mit dem geheimen Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="104"/>
        <source>Secret key files (*.asc)</source>
        <translation>Dateien mit geheimem Schlüssel (*.asc)</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="115"/>
        <source>Name the new secret key file: the rotated key is written there, never over a file.</source>
        <translation>Nennen Sie die neue Datei für den geheimen Schlüssel: Der rotierte Schlüssel wird dorthin geschrieben, niemals über eine Datei.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="120"/>
        <source>The folder of the new secret key file, %1, does not exist.</source>
        <translation>Der Ordner der neuen Datei für den geheimen Schlüssel, %1, existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="124"/>
        <source>%1 already exists, and Keyward never writes over a key file. Choose a new name; nothing was changed.</source>
        <translation>%1 existiert bereits, und Keyward schreibt niemals über eine Schlüsseldatei. Wählen Sie einen neuen Namen; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="150"/>
        <source>Making new subkeys in a temporary keyring…</source>
        <translation>Neue Unterschlüssel werden in einem vorübergehenden Schlüsselbund erstellt…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="151"/>
        <source>The new subkeys are ready in the temporary keyring. Nothing has changed yet:</source>
        <translation>Die neuen Unterschlüssel liegen im vorübergehenden Schlüsselbund bereit. Noch wurde nichts geändert:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="163"/>
        <source>Writing the new secret key file and updating the everyday keyring…</source>
        <translation>Die neue Datei mit dem geheimen Schlüssel wird geschrieben und der Alltags-Schlüsselbund aktualisiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyRotateDialog.cpp" line="166"/>
        <source>Rotated. What the everyday keyring lists now:</source>
        <translation>Rotiert. Was der Alltags-Schlüsselbund jetzt enthält:</translation>
    </message>
</context>
<context>
    <name>keyward::gui::KeyUseDialog</name>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="92"/>
        <source>Use a key for SSH, git and publishing</source>
        <translation>Schlüssel für SSH, git und Veröffentlichung verwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="94"/>
        <source>Turn on gpg-agent&apos;s SSH support</source>
        <translation>SSH-Unterstützung von gpg-agent einschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="98"/>
        <source>What ssh, git and the people who write to you need from a key whose subkeys are on your card. Nothing changes until you use one of the buttons below the lines.</source>
        <translation>Was ssh, git und die Menschen, die Ihnen schreiben, von einem Schlüssel brauchen, dessen Unterschlüssel auf Ihrer Karte liegen. Es ändert sich nichts, bis Sie eine der Schaltflächen unter den Zeilen verwenden.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="108"/>
        <source>&amp;Key:</source>
        <translation>&amp;Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="116"/>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="123"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="129"/>
        <source>&amp;Turn on SSH support…</source>
        <translation>SSH-Unterstützung &amp;einschalten…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="148"/>
        <source>git</source>
        <translation>git</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="152"/>
        <source>C&amp;opy</source>
        <translation>Kop&amp;ieren</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="163"/>
        <source>Publishing</source>
        <translation>Veröffentlichen</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="164"/>
        <source>&amp;Save public key…</source>
        <translation>Öffentlichen Schlüssel s&amp;peichern…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="168"/>
        <source>Web Key Directory &amp;address:</source>
        <translation>&amp;Adresse für das Web Key Directory:</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="170"/>
        <source>&amp;Write WKD files…</source>
        <translation>WKD-Dateien sch&amp;reiben…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="257"/>
        <source>Listing the keys of the everyday keyring…</source>
        <translation>Schlüssel des Alltags-Schlüsselbunds werden aufgelistet…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="269"/>
        <source>The everyday keyring %1 holds no key with a secret subkey or a card&apos;s subkeys.</source>
        <translation>Der Alltags-Schlüsselbund %1 enthält keinen Schlüssel mit einem geheimen Unterschlüssel oder mit Unterschlüsseln auf einer Karte.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="309"/>
        <source>Reading the key from the everyday keyring…</source>
        <translation>Schlüssel wird aus dem Alltags-Schlüsselbund gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="415"/>
        <source>Reading gpg-agent.conf…</source>
        <translation>gpg-agent.conf wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="431"/>
        <source>Nothing was changed: %1 is as it was.</source>
        <translation>Es wurde nichts geändert: %1 ist unverändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="438"/>
        <source>Changing gpg-agent.conf…</source>
        <translation>gpg-agent.conf wird geändert…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="445"/>
        <source>The folder for the armoured public key</source>
        <translation>Ordner für den öffentlichen Schlüssel im ASCII-Armor-Format</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="455"/>
        <source>The web root of the Web Key Directory for %1</source>
        <translation>Web-Wurzelverzeichnis des Web Key Directory für %1</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="473"/>
        <source>Writing the armoured public key…</source>
        <translation>Öffentlicher Schlüssel im ASCII-Armor-Format wird geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="482"/>
        <source>Writing the Web Key Directory&apos;s files…</source>
        <translation>Dateien des Web Key Directory werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/gui/KeyUseDialog.cpp" line="523"/>
        <source>Done. What was read back:</source>
        <translation>Fertig. Zurückgelesen wurde:</translation>
    </message>
</context>
<context>
    <name>keyward::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="188"/>
        <source>The card %1 was removed.</source>
        <translation>Die Karte %1 wurde entfernt.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::ManualDialog</name>
    <message>
        <location filename="../src/gui/ManualDialog.cpp" line="13"/>
        <source>Keyward manual</source>
        <translation>Keyward-Handbuch</translation>
    </message>
    <message>
        <location filename="../src/gui/ManualDialog.cpp" line="29"/>
        <source>&lt;h2&gt;Keyward&lt;/h2&gt;&lt;p&gt;The list on the left shows every smart-card reader, OpenPGP card and PKCS#11 token Keyward can reach. Choose one to see its page. Cards and tokens appear and disappear as they are inserted and removed; F5 looks again.&lt;/p&gt;&lt;h3&gt;The pages&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;OpenPGP card&lt;/b&gt;: what the card holds (keys, PIN retry counters, signature counter, KDF, touch policy) and every change to it: PINs, reset code, keys, attributes, cardholder data, factory reset. Keyward talks to the card through gpg-agent and scdaemon, as gpg does, and never takes the card from them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;PKCS#11 token&lt;/b&gt;: token information, mechanisms, objects; initialising the token, PINs, key pairs, certificate requests, certificates, PKCS#12 import and export. The user PIN is asked once per token session; Log Out ends it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Reader&lt;/b&gt;: the reader and the card in it, as PC/SC reports them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Benchmarks&lt;/b&gt; (Tools menu): signing, decryption, key generation and TLS handshakes per device and algorithm, with charts, stored results and export. Figures from virtual devices are labelled virtual everywhere.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;The first setup of a new OpenPGP card&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Turn on KDF if the card offers it: it resets the PINs, so it comes first.&lt;/li&gt;&lt;li&gt;Change the user PIN (factory value 123456) and the admin PIN (factory value 12345678). Until then anybody can use the card.&lt;/li&gt;&lt;li&gt;Set a reset code if you want to unblock the user PIN without the admin PIN.&lt;/li&gt;&lt;li&gt;Generate keys on the card, or move existing subkeys onto it (Card ▸ Move subkeys onto a card…).&lt;/li&gt;&lt;li&gt;Set the touch policy, then export the public key and the SSH key.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The card page shows these steps as a checklist while any of them is open.&lt;/p&gt;&lt;h3&gt;Where backups go&lt;/h3&gt;&lt;p&gt;Before subkeys are moved onto a card, Keyward writes a backup of the secret keys to the file you choose on the wizard&apos;s backup page. It is written only if no file of that name exists, readable by you alone, and checked by importing it into a throw-away keyring before anything is moved. Keep it offline: it is the only way to fill a second card or to get the keys back if the card is lost. Keyward never replaces an existing backup without asking.&lt;/p&gt;&lt;h3&gt;More&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.gnupg.org/howtos/card-howto/en/smartcard-howto.html&quot;&gt;GnuPG smart card howto&lt;/a&gt;&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.gnupg.org/documentation/manuals/gnupg/&quot;&gt;The GnuPG manual&lt;/a&gt; (gpg-agent, scdaemon)&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/OpenSC/OpenSC/wiki&quot;&gt;OpenSC wiki&lt;/a&gt; (PKCS#11 for smart cards and HSMs)&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://p11-glue.github.io/p11-glue/p11-kit.html&quot;&gt;p11-kit&lt;/a&gt; (how PKCS#11 modules are registered)&lt;/li&gt;&lt;li&gt;&lt;code&gt;keyward-cli --help&lt;/code&gt;: every operation of the window on the command line.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Keyward&lt;/h2&gt;&lt;p&gt;Die Liste links zeigt jeden Kartenleser, jede OpenPGP-Karte und jedes PKCS#11-Token, das Keyward erreichen kann. Wählen Sie einen Eintrag, um seine Seite zu sehen. Karten und Token erscheinen und verschwinden, wenn sie eingesteckt und entfernt werden; F5 sucht erneut.&lt;/p&gt;&lt;h3&gt;Die Seiten&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;OpenPGP-Karte&lt;/b&gt;: was die Karte enthält (Schlüssel, PIN-Fehlbedienungszähler, Signaturzähler, KDF, Berührungsrichtlinie) und jede Änderung daran: PINs, Rücksetzcode, Schlüssel, Attribute, Karteninhaberdaten, Zurücksetzen auf Werkseinstellungen. Keyward spricht wie gpg über gpg-agent und scdaemon mit der Karte und nimmt sie ihnen nie weg.&lt;/li&gt;&lt;li&gt;&lt;b&gt;PKCS#11-Token&lt;/b&gt;: Token-Informationen, Mechanismen, Objekte; Initialisieren des Tokens, PINs, Schlüsselpaare, Zertifikatsanforderungen, Zertifikate, PKCS#12-Import und -Export. Die Benutzer-PIN wird einmal pro Token-Sitzung abgefragt; Abmelden beendet sie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leser&lt;/b&gt;: der Leser und die Karte darin, wie PC/SC sie meldet.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Benchmarks&lt;/b&gt; (Menü Werkzeuge): Signieren, Entschlüsseln, Schlüsselerzeugung und TLS-Handshakes pro Gerät und Algorithmus, mit Diagrammen, gespeicherten Ergebnissen und Export. Werte von virtuellen Geräten sind überall als virtuell gekennzeichnet.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Die Ersteinrichtung einer neuen OpenPGP-Karte&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Schalten Sie KDF ein, wenn die Karte es anbietet: Es setzt die PINs zurück und kommt deshalb zuerst.&lt;/li&gt;&lt;li&gt;Ändern Sie die Benutzer-PIN (Werkswert 123456) und die Admin-PIN (Werkswert 12345678). Bis dahin kann jeder die Karte benutzen.&lt;/li&gt;&lt;li&gt;Legen Sie einen Rücksetzcode fest, wenn Sie die Benutzer-PIN ohne die Admin-PIN entsperren möchten.&lt;/li&gt;&lt;li&gt;Erzeugen Sie Schlüssel auf der Karte oder verschieben Sie vorhandene Unterschlüssel darauf (Karte ▸ Unterschlüssel auf eine Karte verschieben…).&lt;/li&gt;&lt;li&gt;Legen Sie die Berührungsrichtlinie fest und exportieren Sie dann den öffentlichen Schlüssel und den SSH-Schlüssel.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Die Kartenseite zeigt diese Schritte als Checkliste, solange einer davon offen ist.&lt;/p&gt;&lt;h3&gt;Wohin Sicherungen geschrieben werden&lt;/h3&gt;&lt;p&gt;Bevor Unterschlüssel auf eine Karte verschoben werden, schreibt Keyward eine Sicherung der geheimen Schlüssel in die Datei, die Sie auf der Sicherungsseite des Assistenten wählen. Sie wird nur geschrieben, wenn noch keine Datei dieses Namens existiert, ist nur für Sie lesbar und wird durch Import in einen Wegwerf-Schlüsselbund geprüft, bevor irgendetwas verschoben wird. Bewahren Sie sie offline auf: Sie ist der einzige Weg, eine zweite Karte zu befüllen oder die Schlüssel zurückzuerhalten, wenn die Karte verloren geht. Keyward ersetzt eine vorhandene Sicherung nie ohne Rückfrage.&lt;/p&gt;&lt;h3&gt;Mehr&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;a href=&quot;https://www.gnupg.org/howtos/card-howto/en/smartcard-howto.html&quot;&gt;GnuPG-Smartcard-Howto&lt;/a&gt;&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://www.gnupg.org/documentation/manuals/gnupg/&quot;&gt;Das GnuPG-Handbuch&lt;/a&gt; (gpg-agent, scdaemon)&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://github.com/OpenSC/OpenSC/wiki&quot;&gt;OpenSC-Wiki&lt;/a&gt; (PKCS#11 für Smartcards und HSMs)&lt;/li&gt;&lt;li&gt;&lt;a href=&quot;https://p11-glue.github.io/p11-glue/p11-kit.html&quot;&gt;p11-kit&lt;/a&gt; (wie PKCS#11-Module registriert werden)&lt;/li&gt;&lt;li&gt;&lt;code&gt;keyward-cli --help&lt;/code&gt;: jede Operation des Fensters auf der Befehlszeile.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::BenchmarkWindow</name>
    <message>
        <location filename="../src/gui/bench/BenchmarkMenu.cpp" line="16"/>
        <source>&amp;Tools</source>
        <translation>Ex&amp;tras</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkMenu.cpp" line="20"/>
        <source>&amp;Benchmarks…</source>
        <translation>&amp;Benchmarks…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="50"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="51"/>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="52"/>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="53"/>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="55"/>
        <source>Load: latency</source>
        <translation>Last: Latenz</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="56"/>
        <source>Load: queue</source>
        <translation>Last: Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="67"/>
        <source>Results cannot be stored: %1</source>
        <translation>Ergebnisse können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="71"/>
        <source>Stored &amp;results</source>
        <translation>Gespeicherte E&amp;rgebnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="82"/>
        <source>The charts show this session&apos;s runs only.</source>
        <translation>Die Diagramme zeigen nur die Läufe dieser Sitzung.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="88"/>
        <source>&amp;TLS</source>
        <translation>&amp;TLS</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="89"/>
        <source>TLS handshakes</source>
        <translation>TLS-Handshakes</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="100"/>
        <source>The TLS run could not be stored: %1</source>
        <translation>Der TLS-Lauf konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="131"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="133"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="135"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG-Bild (*.svg)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="137"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="139"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="141"/>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="143"/>
        <source>Folder (*)</source>
        <translation>Ordner (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="57"/>
        <source>Sign</source>
        <translation>Signieren</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="58"/>
        <source>Decrypt</source>
        <translation>Entschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="68"/>
        <source>The OpenPGP card&apos;s user PIN is needed: enter it under Card user PIN (PW1), then start again.</source>
        <translation>Die Benutzer-PIN der OpenPGP-Karte wird benötigt: Geben Sie sie unter Karten-Benutzer-PIN (PW1) ein und starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="46"/>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="88"/>
        <source>The load charts show the newest of the %n load profiles selected.</source>
        <translation>
            <numerusform>Die Lastdiagramme zeigen das neueste der %n ausgewählten Lastprofile.</numerusform>
            <numerusform>Die Lastdiagramme zeigen das neueste der %n ausgewählten Lastprofile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="92"/>
        <source>Load-profile runs without a stored profile are not charted: %n.</source>
        <translation>
            <numerusform>Lastprofil-Läufe ohne gespeichertes Profil werden nicht in den Diagrammen dargestellt: %n.</numerusform>
            <numerusform>Lastprofil-Läufe ohne gespeichertes Profil werden nicht in den Diagrammen dargestellt: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="96"/>
        <source>A load profile is running: its charts stay as they are.</source>
        <translation>Ein Lastprofil läuft: Seine Diagramme bleiben unverändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="99"/>
        <source>The key pool experiment is drawn in the Key pool chart tab.</source>
        <translation>Das Schlüsselpool-Experiment wird im Diagrammreiter „Schlüsselpool“ dargestellt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="102"/>
        <source>Loading %n stored run(s)…</source>
        <translation>
            <numerusform>%n gespeicherter Lauf wird geladen…</numerusform>
            <numerusform>%n gespeicherte Läufe werden geladen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="119"/>
        <source>Showing %n stored run(s) beside this session&apos;s runs.</source>
        <translation>
            <numerusform>%n gespeicherter Lauf wird neben den Läufen dieser Sitzung gezeigt.</numerusform>
            <numerusform>%n gespeicherte Läufe werden neben den Läufen dieser Sitzung gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="133"/>
        <source>Could not read the stored runs: %1</source>
        <translation>Die gespeicherten Läufe konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkStoredRuns.cpp" line="152"/>
        <source>Could not read the load profile: %1</source>
        <translation>Das Lastprofil konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="224"/>
        <source>Running %1%2 (%3 of %4)…</source>
        <translation>%1%2 läuft (%3 von %4)…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="225"/>
        <source>, with the key on the card</source>
        <translation>, mit dem Schlüssel auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="229"/>
        <source>Live latency — %1</source>
        <translation>Live-Latenz – %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="231"/>
        <source>virtual device: software figures, not hardware</source>
        <translation>virtuelles Gerät: Softwarewerte, keine Hardware</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="266"/>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="55"/>
        <source>Not a rate: %1</source>
        <translation>Keine Rate: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="61"/>
        <source>A load profile needs a checked PKCS#11 token, an algorithm, and Sign or Decrypt.</source>
        <translation>Ein Lastprofil benötigt ein ausgewähltes PKCS#11-Token, einen Algorithmus und Signieren oder Entschlüsseln.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="72"/>
        <source>Load profile not started: %1</source>
        <translation>Lastprofil nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="73"/>
        <source>nothing to run</source>
        <translation>nichts auszuführen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="103"/>
        <source>Load profile not started: the calibration measured nothing.</source>
        <translation>Lastprofil nicht gestartet: Die Kalibrierung hat nichts gemessen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="116"/>
        <source>Calibrating: a short run on %1 chooses the load profile&apos;s rates…</source>
        <translation>Kalibrierung: Ein kurzer Lauf auf %1 wählt die Raten des Lastprofils…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="138"/>
        <source>Load profile on %1, %2 %3: %n request(s) scheduled…</source>
        <translation>
            <numerusform>Lastprofil auf %1, %2 %3: %n Anfrage geplant…</numerusform>
            <numerusform>Lastprofil auf %1, %2 %3: %n Anfragen geplant…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="152"/>
        <source>Load profile: step %1, %2 of %3 requests served, %4 waiting.</source>
        <translation>Lastprofil: Stufe %1, %2 von %3 Anfragen bedient, %4 wartend.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="183"/>
        <source>Load profile done: service rate %1/s; the queue starts to grow at %2 requests/s.</source>
        <translation>Lastprofil fertig: Bedienrate %1/s; die Warteschlange beginnt bei %2 Anfragen/s zu wachsen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="187"/>
        <source>Load profile done: service rate %1/s; the queue kept up at every step.</source>
        <translation>Lastprofil fertig: Bedienrate %1/s; die Warteschlange hat auf jeder Stufe mitgehalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="204"/>
        <source>The load profile did not finish: %1</source>
        <translation>Das Lastprofil wurde nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="57"/>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="63"/>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="70"/>
        <source>Saved the chart to %1.</source>
        <translation>Das Diagramm wurde unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="84"/>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="89"/>
        <source>Saved the data to %1.</source>
        <translation>Die Daten wurden unter %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="134"/>
        <source>Keyward benchmark report</source>
        <translation>Keyward-Benchmarkbericht</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="178"/>
        <source>Saved the report to %1.</source>
        <translation>Der Bericht wurde unter %1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="266"/>
        <source>Saved the bundle to %1 (%n files).</source>
        <translation>
            <numerusform>Das Bündel wurde in %1 gespeichert (%n Datei).</numerusform>
            <numerusform>Das Bündel wurde in %1 gespeichert (%n Dateien).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="60"/>
        <location filename="../src/gui/bench/BenchmarkWindow.cpp" line="54"/>
        <source>Key generation</source>
        <translation>Schlüsselerzeugung</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="59"/>
        <source>Authenticate</source>
        <translation>Authentisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="61"/>
        <source>PIN verification</source>
        <translation>PIN-Prüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="66"/>
        <source>OpenPGP cards: a signature with the authentication key, as for SSH</source>
        <translation>OpenPGP-Karten: eine Signatur mit dem Authentisierungsschlüssel, wie für SSH</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="68"/>
        <source>PKCS#11 tokens and the CPU baseline, with a benchmark key removed again. Not on OpenPGP cards: a new key would replace the key on the card.</source>
        <translation>PKCS#11-Token und die CPU-Referenz, mit einem Benchmark-Schlüssel, der wieder entfernt wird. Nicht auf OpenPGP-Karten: Ein neuer Schlüssel würde den Schlüssel auf der Karte ersetzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="71"/>
        <source>The user PIN, checked once per operation: C_Login on PKCS#11 tokens (one thread, one case per token), VERIFY over PC/SC on OpenPGP cards (device time). The PIN is tried once before the loop, so a wrong one costs one try.</source>
        <translation>Die Benutzer-PIN, einmal pro Operation geprüft: C_Login bei PKCS#11-Token (ein Thread, ein Fall pro Token), VERIFY über PC/SC bei OpenPGP-Karten (Gerätezeit). Die PIN wird vor der Schleife einmal versucht, eine falsche kostet also nur einen Versuch.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="75"/>
        <source>End to end (gpg-agent)</source>
        <translation>Ende zu Ende (gpg-agent)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="76"/>
        <source>Device time (PC/SC)</source>
        <translation>Gerätezeit (PC/SC)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="79"/>
        <source>What users feel: each operation through gpg-agent and scdaemon on one connection, as GnuPG uses the card</source>
        <translation>Was Benutzer erleben: jede Operation über gpg-agent und scdaemon auf einer Verbindung, so wie GnuPG die Karte nutzt</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="84"/>
        <source>The card alone: the operation as raw APDUs over PC/SC, without gpg-agent or scdaemon, which must have let go of the reader (gpgconf --kill scdaemon)</source>
        <translation>Nur die Karte: die Operation als rohe APDUs über PC/SC, ohne gpg-agent oder scdaemon, der den Kartenleser freigegeben haben muss (gpgconf --kill scdaemon)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="88"/>
        <source>How OpenPGP cards are measured: end to end through gpg-agent, or device time with raw APDUs over PC/SC (scdaemon must have let go of the reader)</source>
        <translation>Wie OpenPGP-Karten gemessen werden: Ende zu Ende über gpg-agent oder als Gerätezeit mit rohen APDUs über PC/SC (scdaemon muss den Kartenleser freigegeben haben)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="107"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="114"/>
        <source>%1
Measured with the keys on the card (sign, decrypt, authenticate), end to end through gpg-agent or as device time over PC/SC (Card path); the algorithm is the card key&apos;s. Needs the card&apos;s user PIN.</source>
        <translation>%1
Gemessen mit den Schlüsseln auf der Karte (Signieren, Entschlüsseln, Authentisieren), Ende zu Ende über gpg-agent oder als Gerätezeit über PC/SC (Kartenpfad); der Algorithmus ist der des Kartenschlüssels. Benötigt die Benutzer-PIN der Karte.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="121"/>
        <source>CPU baseline (OpenSSL)</source>
        <translation>CPU-Referenz (OpenSSL)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="58"/>
        <location filename="../src/gui/bench/BenchmarkSetupForm.cpp" line="139"/>
        <source>Choose at least one device, algorithm and operation.</source>
        <translation>Wählen Sie mindestens ein Gerät, einen Algorithmus und eine Operation.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="97"/>
        <source>Live latency</source>
        <translation>Live-Latenz</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="142"/>
        <source>Looking for the card over PC/SC…</source>
        <translation>Karte wird über PC/SC gesucht…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="143"/>
        <source>Asking gpg-agent for the card…</source>
        <translation>gpg-agent wird nach der Karte gefragt…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="189"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="219"/>
        <source>%1: %2 through gpg-agent</source>
        <translation>%1: %2 über gpg-agent</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="221"/>
        <source>%1: %2 as raw APDUs over PC/SC (device time)</source>
        <translation>%1: %2 als rohe APDUs über PC/SC (Gerätezeit)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="223"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="267"/>
        <source>%1 %2 %3: %4</source>
        <translation>%1 %2 %3: %4</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="311"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="312"/>
        <source>Nothing was measured</source>
        <translation>Nichts wurde gemessen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="313"/>
        <source>Done: %n case(s) measured</source>
        <translation>
            <numerusform>Fertig: %n Fall gemessen</numerusform>
            <numerusform>Fertig: %n Fälle gemessen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="325"/>
        <source>%1; %n skipped:</source>
        <extracomment>The run&apos;s closing line: &quot;Done: 5 cases measured; 1 skipped:&quot;, then each skipped case.</extracomment>
        <translation>
            <numerusform>%1; %n übersprungen:</numerusform>
            <numerusform>%1; %n übersprungen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="331"/>
        <source>… and %n more (all of them in this line&apos;s tooltip).</source>
        <translation>
            <numerusform>… und %n weiterer (alle im Tooltip dieser Zeile).</numerusform>
            <numerusform>… und %n weitere (alle im Tooltip dieser Zeile).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkLoadProfile.cpp" line="203"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkRunControl.cpp" line="294"/>
        <source>Not measured:</source>
        <translation>Nicht gemessen:</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="118"/>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkExport.cpp" line="43"/>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="321"/>
        <source>Key pool</source>
        <translation>Schlüsselpool</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="340"/>
        <source>&amp;Key pool</source>
        <translation>Schlüssel&amp;pool</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::Chart</name>
    <message>
        <location filename="../src/gui/bench/ChartStyle.cpp" line="105"/>
        <source>CPU baseline</source>
        <translation>CPU-Referenz</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ChartAxes.cpp" line="48"/>
        <source> (logarithmic)</source>
        <translation> (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ChartStyle.cpp" line="88"/>
        <source>
virtual devices included: software figures, not hardware</source>
        <translation>
virtuelle Geräte enthalten: Softwarewerte, keine Hardware</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ChartStyle.cpp" line="102"/>
        <source> (published, %1)</source>
        <translation> (veröffentlicht, %1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/ChartStyle.cpp" line="108"/>
        <source>, %n threads</source>
        <translation>
            <numerusform>, %n Thread</numerusform>
            <numerusform>, %n Threads</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ChartStyle.cpp" line="114"/>
        <source>end to end through GnuPG</source>
        <translation>Ende zu Ende über GnuPG</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ChartStyle.cpp" line="119"/>
        <source> — from %1</source>
        <translation> – aus %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::ComparisonChart</name>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="49"/>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="286"/>
        <source>Mean latency per operation, 95 % confidence interval</source>
        <translation>Mittlere Latenz pro Operation, 95-%-Konfidenzintervall</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="50"/>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="283"/>
        <source>mean latency (ms), lower is better</source>
        <translation>mittlere Latenz (ms), niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="90"/>
        <source>Off: bars start at zero and their lengths compare. On: devices a hundred times apart stay readable. Until you choose, the axis turns logarithmic by itself when the latencies span more than %1×; your choice is kept.</source>
        <translation>Aus: Balken beginnen bei null und ihre Längen sind vergleichbar. An: Geräte, die sich um das Hundertfache unterscheiden, bleiben lesbar. Bis Sie wählen, wird die Achse von selbst logarithmisch, wenn die Latenzen mehr als das %1-Fache umspannen; Ihre Wahl bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="289"/>
        <source>Dashed outline: a virtual device (software figures, not hardware).</source>
        <translation>Gestrichelter Umriss: ein virtuelles Gerät (Software-Werte, keine Hardware).</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="292"/>
        <source>Hatched: published figure. Source: %1.</source>
        <translation>Schraffiert: veröffentlichter Wert. Quelle: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="295"/>
        <source>%n published figure(s) without a recorded source not drawn (listed in the report).</source>
        <translation>
            <numerusform>%n veröffentlichter Wert ohne verzeichnete Quelle nicht gezeichnet (im Bericht aufgeführt).</numerusform>
            <numerusform>%n veröffentlichte Werte ohne verzeichnete Quelle nicht gezeichnet (im Bericht aufgeführt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="300"/>
        <source>No data yet: choose devices and algorithms on the left, and press Start.</source>
        <translation>Noch keine Daten: Wählen Sie links Geräte und Algorithmen aus und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ComparisonChart.cpp" line="321"/>
        <source>Groups: %1</source>
        <translation>Gruppen: %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::DistributionChart</name>
    <message>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="19"/>
        <source>Latency distribution</source>
        <translation>Latenzverteilung</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="20"/>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="100"/>
        <source>latency (ms), lower is better</source>
        <translation>Latenz (ms), niedriger ist besser</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="31"/>
        <source>Boxes: %1</source>
        <translation>Boxen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="101"/>
        <source>No data yet: choose devices and algorithms on the left, and press Start.</source>
        <translation>Noch keine Daten: Wählen Sie links Geräte und Algorithmen aus und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/DistributionChart.cpp" line="109"/>
        <source>Latency distribution (box: quartiles, whiskers: p5–p95)</source>
        <translation>Latenzverteilung (Box: Quartile, Whisker: p5–p95)</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::KeyPoolBurstChart</name>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="27"/>
        <source>arrival time (s)</source>
        <translation>Ankunftszeit (s)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="28"/>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="39"/>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="95"/>
        <source>latency, arrival to end (ms)</source>
        <translation>Latenz, Ankunft bis Ende (ms)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="40"/>
        <source>A burst from the pool</source>
        <translation>Eine Lastspitze aus dem Pool</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="41"/>
        <source>No burst yet: give a burst rate under Key pool and run the experiment.</source>
        <translation>Noch keine Lastspitze: Geben Sie unter Schlüsselpool eine Rate für die Lastspitze an und führen Sie das Experiment aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="52"/>
        <source>served with a key unwrapped ahead</source>
        <translation>mit einem vorab entpackten Schlüssel bedient</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="56"/>
        <source>waited for an unwrap</source>
        <translation>auf das Entpacken gewartet</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="89"/>
        <source>ready keys ran out, %1 s</source>
        <translation>bereite Schlüssel ausgegangen, %1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="98"/>
        <source>A burst from the pool — %1, %2</source>
        <translation>Eine Lastspitze aus dem Pool – %1, %2</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolBurstChart.cpp" line="99"/>
        <source>%1 requests/s for %2 s, %3 keys unwrapped ahead: %4 of %5 served with them</source>
        <translation>%1 Anfragen/s für %2 s, %3 Schlüssel vorab entpackt: %4 von %5 damit bedient</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::KeyPoolCharts</name>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="80"/>
        <source>arrival time (s)</source>
        <translation>Ankunftszeit (s)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="81"/>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="129"/>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="283"/>
        <source>latency, arrival to end (ms)</source>
        <translation>Latenz, Ankunft bis Ende (ms)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="82"/>
        <source>dropped requests</source>
        <translation>verworfene Anfragen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="113"/>
        <source>Nima Saboonchi, &quot;Hardware Security Module Performance Optimization by Using a &apos;Key Pool&apos;: Generating keys when the load is low and saving in the external storage to use when the load is high&quot;, master&apos;s thesis, KTH Royal Institute of Technology, Stockholm, 2014 (DiVA kth-158122).</source>
        <translation>Nima Saboonchi, „Hardware Security Module Performance Optimization by Using a &apos;Key Pool&apos;: Generating keys when the load is low and saving in the external storage to use when the load is high“, Masterarbeit, KTH Royal Institute of Technology, Stockholm, 2014 (DiVA kth-158122).</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="125"/>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="285"/>
        <source>On demand: generate, sign, destroy</source>
        <translation>Bei Bedarf: erzeugen, signieren, zerstören</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="126"/>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="284"/>
        <source>From the pool: unwrap, sign, destroy</source>
        <translation>Aus dem Pool: entpacken, signieren, zerstören</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="127"/>
        <source>No data yet: check a PKCS#11 token, choose the key type and the arrival steps under Key pool, and press Run key pool experiment.</source>
        <translation>Noch keine Daten: Wählen Sie ein PKCS#11-Token aus, wählen Sie unter Schlüsselpool den Schlüsseltyp und die Ankunftsstufen und klicken Sie auf Schlüsselpool-Experiment ausführen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="137"/>
        <source>Published reference (measured elsewhere, not on this token): SafeNet Luna SA 1700, RSA-2048, %L1 requests, queue of 50: peak latency %L2 ms on demand and %L3 ms from the pool; %L4 and %L5 requests dropped (§4.2, §4.3, Figures 4-4 and 4-5). Source: %6</source>
        <translation>Veröffentlichte Referenz (anderswo gemessen, nicht auf diesem Token): SafeNet Luna SA 1700, RSA-2048, %L1 Anfragen, Warteschlange von 50: Spitzenlatenz %L2 ms bei Bedarf und %L3 ms aus dem Pool; %L4 bzw. %L5 Anfragen verworfen (§4.2, §4.3, Abbildungen 4-4 und 4-5). Quelle: %6</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="232"/>
        <source>latency of each request</source>
        <translation>Latenz jeder Anfrage</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="278"/>
        <source>thesis&apos;s peak: %L1 ms</source>
        <translation>Spitzenwert der Arbeit: %L1 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="249"/>
        <source>dropped requests so far (queue of %1 full; right axis)</source>
        <translation>bisher verworfene Anfragen (Warteschlange mit %1 voll; rechte Achse)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="198"/>
        <source>Lift (pool ÷ on demand, service rate) %1 from this one pair of runs; an interval needs repeated runs (keyward-cli bench keypool --runs 3).</source>
        <translation>Steigerung (Pool ÷ bei Bedarf, Bedienrate) %1 aus diesem einen Paar von Läufen; ein Intervall braucht wiederholte Läufe (keyward-cli bench keypool --runs 3).</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="202"/>
        <source>%1 on %2: %3 and %4 requests/s (served ÷ serving time); %5 and %6 of %7 requests dropped.</source>
        <translation>%1 auf %2: %3 und %4 Anfragen/s (bediente ÷ Bedienzeit); %5 und %6 von %7 Anfragen verworfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="214"/>
        <source>Service rate ÷ a serial loop of the same operations on one thread in the same run: on demand %1, pool %2.</source>
        <translation>Bedienrate ÷ eine serielle Schleife derselben Operationen in einem Thread im selben Lauf: bei Bedarf %1, Pool %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="288"/>
        <source>%1 requests/s, %2 of %3 dropped, longest %4 ms</source>
        <translation>%1 Anfragen/s, %2 von %3 verworfen, längste %4 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolCharts.cpp" line="294"/>
        <source>Dashed: the thesis&apos;s published figure (RSA-2048, SafeNet Luna SA 1700), a reference measured elsewhere.</source>
        <translation>Gestrichelt: der veröffentlichte Wert der Masterarbeit (RSA-2048, SafeNet Luna SA 1700), ein anderswo gemessener Vergleichswert.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolReport.cpp" line="31"/>
        <source>Key pool experiment, on demand: %1</source>
        <translation>Schlüsselpool-Experiment, bei Bedarf: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeyPoolReport.cpp" line="38"/>
        <source>Key pool experiment, from the pool: %1</source>
        <translation>Schlüsselpool-Experiment, aus dem Pool: %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::KeyPoolPanel</name>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="43"/>
        <source>Run &amp;key pool experiment</source>
        <translation>Schlüsselpool-&amp;Experiment ausführen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="44"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="51"/>
        <source>A fresh key pair and one signature per request, on the first checked PKCS#11 token: first generating each key on demand, then unwrapping keys made beforehand from the pool. Requests arrive in steps; those that find the queue full are dropped.</source>
        <translation>Pro Anfrage ein neues Schlüsselpaar und eine Signatur, auf dem ersten ausgewählten PKCS#11-Token: Zuerst wird jeder Schlüssel bei Bedarf erzeugt, dann werden vorab erzeugte Schlüssel aus dem Pool entpackt. Anfragen treffen stufenweise ein; solche, die die Warteschlange voll vorfinden, werden verworfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="63"/>
        <source>Key &amp;type</source>
        <translation>Schlüssel&amp;typ</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="65"/>
        <source>Arrival rates in requests per second, one step each, in order.</source>
        <translation>Ankunftsraten in Anfragen pro Sekunde, eine pro Stufe, der Reihe nach.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="66"/>
        <source>Arrival &amp;steps (requests/s)</source>
        <translation>&amp;Ankunftsstufen (Anfragen/s)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="69"/>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="91"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="70"/>
        <source>Step &amp;length</source>
        <translation>Stufen&amp;dauer</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="73"/>
        <source>Requests that arrive while this many wait are dropped and counted.</source>
        <translation>Anfragen, die eintreffen, während so viele warten, werden verworfen und gezählt.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="74"/>
        <source>&amp;Queue bound</source>
        <translation>Warteschlangen&amp;grenze</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="77"/>
        <source>&amp;Workers</source>
        <translation>&amp;Worker</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="80"/>
        <source>Wrapped keys in the pool; when they are used up, keys are generated on demand again.</source>
        <translation>Verpackte Schlüssel im Pool; wenn sie aufgebraucht sind, werden Schlüssel wieder bei Bedarf erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="82"/>
        <source>&amp;Pool size (keys)</source>
        <translation>&amp;Poolgröße (Schlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="85"/>
        <source> requests/s</source>
        <translation> Anfragen/s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="86"/>
        <source>After the two runs, a burst from the pool at this rate, with keys unwrapped ahead before it starts; 0 runs no burst.</source>
        <translation>Nach den beiden Läufen eine Lastspitze aus dem Pool mit dieser Rate, wobei vor ihrem Beginn Schlüssel vorab entpackt werden; bei 0 wird keine Lastspitze ausgeführt.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="88"/>
        <source>&amp;Burst after the runs</source>
        <translation>&amp;Lastspitze nach den Läufen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="92"/>
        <source>Burst l&amp;ength</source>
        <translation>Dauer der Last&amp;spitze</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="95"/>
        <source>How many keys the refill worker keeps unwrapped ahead.</source>
        <translation>Wie viele Schlüssel der Nachfüll-Worker vorab entpackt bereithält.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="96"/>
        <source>Keys unwrapped &amp;ahead</source>
        <translation>&amp;Vorab entpackte Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="102"/>
        <source>Save both charts as P&amp;NG…</source>
        <translation>Beide Diagramme als P&amp;NG speichern…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="105"/>
        <source>Save the key pool charts</source>
        <translation>Schlüsselpool-Diagramme speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="106"/>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="108"/>
        <source>The charts could not be saved to %1.</source>
        <translation>Die Diagramme konnten nicht nach %1 gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="147"/>
        <source>Cancelling the key pool experiment…</source>
        <translation>Das Schlüsselpool-Experiment wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="164"/>
        <source>Not a rate: %1</source>
        <translation>Keine Rate: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="170"/>
        <source>Give the arrival steps as requests per second, separated by commas.</source>
        <translation>Geben Sie die Ankunftsstufen als Anfragen pro Sekunde an, durch Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="177"/>
        <source>The key pool experiment needs a checked PKCS#11 token.</source>
        <translation>Das Schlüsselpool-Experiment benötigt ein ausgewähltes PKCS#11-Token.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="251"/>
        <source>Key pool experiment on %1, %2: generating on demand first…</source>
        <translation>Schlüsselpool-Experiment auf %1, %2: zuerst Erzeugung bei Bedarf…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="259"/>
        <source>The key pool experiment was cancelled.</source>
        <translation>Das Schlüsselpool-Experiment wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="260"/>
        <source>The key pool experiment failed: %1</source>
        <translation>Das Schlüsselpool-Experiment ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="279"/>
        <source>Done: %1, keys wrapped with %2.</source>
        <translation>Fertig: %1, Schlüssel mit %2 verpackt.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="295"/>
        <source>From the pool: %1 of %2 requests handled, %3 waiting.</source>
        <translation>Aus dem Pool: %1 von %2 Anfragen bearbeitet, %3 wartend.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPool.cpp" line="300"/>
        <source>On demand: %1 of %2 requests handled, %3 waiting.</source>
        <translation>Bei Bedarf: %1 von %2 Anfragen bearbeitet, %3 wartend.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="29"/>
        <source>S&amp;tored experiments:</source>
        <translation>Gespei&amp;cherte Experimente:</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="34"/>
        <source>Experiments stored for the checked devices (all stored ones when no device is checked), newest first.</source>
        <translation>Für die ausgewählten Geräte gespeicherte Experimente (alle gespeicherten, wenn kein Gerät ausgewählt ist), die neuesten zuerst.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="37"/>
        <source>S&amp;how</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="110"/>
        <source>The stored experiment could not be read: %1</source>
        <translation>Das gespeicherte Experiment konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="124"/>
        <source>Showing the stored experiment: %1.</source>
        <translation>Das gespeicherte Experiment wird gezeigt: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="141"/>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkKeyPoolStored.cpp" line="152"/>
        <source>Stored as runs %1.</source>
        <translation>Als Läufe %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::KeygenChart</name>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="19"/>
        <source>Key generation time distribution</source>
        <translation>Verteilung der Schlüsselerzeugungszeit</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="20"/>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="139"/>
        <source>key generation time (ms)</source>
        <translation>Schlüsselerzeugungszeit (ms)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="21"/>
        <source>key pairs</source>
        <translation>Schlüsselpaare</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="102"/>
        <source>%1 — median %2 ms, n = %3</source>
        <translation>%1 – Median %2 ms, n = %3</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="144"/>
        <source>No data yet: choose a PKCS#11 token and a key generation case, and press Start.</source>
        <translation>Noch keine Daten: Wählen Sie ein PKCS#11-Token und einen Fall zur Schlüsselerzeugung aus und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/KeygenChart.cpp" line="148"/>
        <source>Key generation time distribution (histogram, dashed: median)</source>
        <translation>Verteilung der Schlüsselerzeugungszeit (Histogramm, gestrichelt: Median)</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::LiveChart</name>
    <message>
        <location filename="../src/gui/bench/LiveChart.cpp" line="27"/>
        <source>Live latency</source>
        <translation>Live-Latenz</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LiveChart.cpp" line="28"/>
        <source>operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LiveChart.cpp" line="29"/>
        <source>latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::LoadProfileChart</name>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="19"/>
        <source>time since the profile started (s)</source>
        <translation>Zeit seit Start des Profils (s)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="20"/>
        <source>latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="20"/>
        <source>requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="21"/>
        <source>offered rate (requests/s)</source>
        <translation>angebotene Rate (Anfragen/s)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="35"/>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="191"/>
        <source>Load profile: latency over time</source>
        <translation>Lastprofil: Latenz über die Zeit</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="36"/>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="192"/>
        <source>Load profile: queue over time</source>
        <translation>Lastprofil: Warteschlange über die Zeit</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="37"/>
        <source>No data yet: choose a PKCS#11 token and an algorithm, set the load profile&apos;s steps, and press Run load profile.</source>
        <translation>Noch keine Daten: Wählen Sie ein PKCS#11-Token und einen Algorithmus aus, legen Sie die Stufen des Lastprofils fest und klicken Sie auf Lastprofil starten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="56"/>
        <source>offered rate (right axis)</source>
        <translation>angebotene Rate (rechte Achse)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="91"/>
        <source>queue grows from %1/s</source>
        <translation>Warteschlange wächst ab %1/s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="111"/>
        <source>latency (arrival → end), %1</source>
        <translation>Latenz (Ankunft → Ende), %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="115"/>
        <source>service time (start → end)</source>
        <translation>Bedienzeit (Start → Ende)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="134"/>
        <source>mean latency W per step (measured)</source>
        <translation>mittlere Latenz W pro Stufe (gemessen)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="135"/>
        <source>L / λ per step (Little&apos;s law)</source>
        <translation>L / λ pro Stufe (Littles Gesetz)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="152"/>
        <source>waiting in the queue, %1</source>
        <translation>wartend in der Warteschlange, %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="158"/>
        <source>in the system (waiting + in service)</source>
        <translation>im System (wartend + in Bedienung)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="174"/>
        <source>mean in system L per step (measured)</source>
        <translation>mittlere Anzahl im System L pro Stufe (gemessen)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="175"/>
        <source>λ·W per step (Little&apos;s law)</source>
        <translation>λ·W pro Stufe (Littles Gesetz)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="196"/>
        <source>, 1 worker</source>
        <translation>, 1 Worker</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="196"/>
        <source>, %1 workers</source>
        <translation>, %1 Worker</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="197"/>
        <source>service rate %1/s</source>
        <translation>Bedienrate %1/s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="198"/>
        <source>, queue grows from %1 requests/s</source>
        <translation>, Warteschlange wächst ab %1 Anfragen/s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="199"/>
        <source>, the queue kept up at every step</source>
        <translation>, die Warteschlange hat auf jeder Stufe mitgehalten</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="214"/>
        <source>waiting in the queue (live), %1</source>
        <translation>wartend in der Warteschlange (live), %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/LoadProfileChart.cpp" line="222"/>
        <source>Load profile running — %1, %2</source>
        <translation>Lastprofil läuft – %1, %2</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::StoredRunsModel</name>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="61"/>
        <source>Measured on %1</source>
        <translation>Gemessen auf %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="67"/>
        <source>Imported from %1</source>
        <translation>Importiert aus %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="81"/>
        <source> (virtual)</source>
        <translation> (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="87"/>
        <source>%1 handshakes (%2), %3/s</source>
        <extracomment>A stored TLS run: &quot;TLS 1.3 handshakes (ECDHE), 596/s&quot;</extracomment>
        <translation>%1-Handshakes (%2), %3/s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="92"/>
        <source>%1, load profile</source>
        <translation>%1, Lastprofil</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="95"/>
        <source>key pool request, from the pool</source>
        <translation>Schlüsselpool-Anfrage, aus dem Pool</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="96"/>
        <source>key pool request, on demand</source>
        <translation>Schlüsselpool-Anfrage, bei Bedarf</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="98"/>
        <source>%1, device time</source>
        <translation>%1, Gerätezeit</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="104"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="116"/>
        <source>Imported runs: the file (and host) they came from</source>
        <translation>Importierte Läufe: die Datei (und der Host), aus der sie stammen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="123"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="125"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="127"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="129"/>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="132"/>
        <source>Thr.</source>
        <extracomment>Column header: number of threads</extracomment>
        <translation>Thr.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="134"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsModel.cpp" line="136"/>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::StoredRunsPanel</name>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="33"/>
        <source>&amp;Show in charts</source>
        <translation>In Diagrammen &amp;zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="34"/>
        <source>This session &amp;only</source>
        <translation>Nur diese &amp;Sitzung</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="35"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="36"/>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="57"/>
        <source>Put the selected runs into the charts beside this session&apos;s runs (Enter or a double click does the same). A run with a stored load profile fills the two load-profile charts.</source>
        <translation>Die ausgewählten Läufe neben den Läufen dieser Sitzung in die Diagramme aufnehmen (Eingabetaste oder Doppelklick bewirken dasselbe). Ein Lauf mit gespeichertem Lastprofil füllt die beiden Lastprofil-Diagramme.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="60"/>
        <source>Take the stored runs out of the charts again</source>
        <translation>Die gespeicherten Läufe wieder aus den Diagrammen entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="61"/>
        <source>Add the runs of a result file (JSON) exported here or on another machine; they are marked with the file they came from</source>
        <translation>Die Läufe einer Ergebnisdatei (JSON) hinzufügen, die hier oder auf einem anderen Computer exportiert wurde; sie werden mit der Datei gekennzeichnet, aus der sie stammen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="63"/>
        <source>Delete the selected runs from the result store (asks first)</source>
        <translation>Die ausgewählten Läufe aus dem Ergebnisspeicher löschen (mit Rückfrage)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="92"/>
        <source>Reading the result store…</source>
        <translation>Ergebnisspeicher wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="105"/>
        <source>The result store cannot be read: %1</source>
        <translation>Der Ergebnisspeicher kann nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="120"/>
        <source>%n run(s) stored, %1 imported from elsewhere.</source>
        <translation>
            <numerusform>%n Lauf gespeichert, %1 von anderswo importiert.</numerusform>
            <numerusform>%n Läufe gespeichert, %1 von anderswo importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="123"/>
        <source>%n run(s) stored.</source>
        <translation>
            <numerusform>%n Lauf gespeichert.</numerusform>
            <numerusform>%n Läufe gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="124"/>
        <source>Select runs to show them in the charts.</source>
        <translation>Wählen Sie Läufe aus, um sie in den Diagrammen zu zeigen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="183"/>
        <source>Import results</source>
        <translation>Ergebnisse importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="184"/>
        <source>Keyward result file (*.json);;All files (*)</source>
        <translation>Keyward-Ergebnisdatei (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="195"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="202"/>
        <source>Could not import %1: %2</source>
        <translation>%1 konnte nicht importiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="206"/>
        <source>Imported %n run(s) from %1.</source>
        <translation>
            <numerusform>%n Lauf aus %1 importiert.</numerusform>
            <numerusform>%n Läufe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="233"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiterer</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="236"/>
        <source>Delete stored runs</source>
        <translation>Gespeicherte Läufe löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="237"/>
        <source>Delete %n stored run(s) from the result store? Their samples and load profiles are deleted with them; this cannot be undone.</source>
        <translation>
            <numerusform>%n gespeicherten Lauf aus dem Ergebnisspeicher löschen? Seine Messwerte und Lastprofile werden mitgelöscht; dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>%n gespeicherte Läufe aus dem Ergebnisspeicher löschen? Ihre Messwerte und Lastprofile werden mitgelöscht; dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="244"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="254"/>
        <source>Could not delete: %1</source>
        <translation>Löschen fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/StoredRunsPanel.cpp" line="256"/>
        <source>Deleted %n stored run(s).</source>
        <translation>
            <numerusform>%n gespeicherter Lauf gelöscht.</numerusform>
            <numerusform>%n gespeicherte Läufe gelöscht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::ThroughputChart</name>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="18"/>
        <source>Throughput against threads (PKCS#11)</source>
        <translation>Durchsatz über Threads (PKCS#11)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="19"/>
        <source>threads (one session each)</source>
        <translation>Threads (je eine Sitzung)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="20"/>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="86"/>
        <source>operations per second, higher is better</source>
        <translation>Operationen pro Sekunde, höher ist besser</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="51"/>
        <source>%1 — from latency</source>
        <translation>%1 – aus Latenz</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="88"/>
        <source>No data yet: choose a PKCS#11 token, two or more thread counts, and press Start.</source>
        <translation>Noch keine Daten: Wählen Sie ein PKCS#11-Token und zwei oder mehr Thread-Anzahlen aus und klicken Sie auf Starten.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/ThroughputChart.cpp" line="93"/>
        <source>Throughput against threads (PKCS#11): wall clock (solid) and latency-derived (dashed)</source>
        <translation>Durchsatz über Threads (PKCS#11): Wanduhr (durchgezogen) und aus Latenz abgeleitet (gestrichelt)</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::TlsChart</name>
    <message>
        <location filename="../src/bench/runners/TlsAdvice.cpp" line="113"/>
        <source>%1: %2</source>
        <extracomment>A device&apos;s name, then a sentence of advice measured on it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="70"/>
        <location filename="../src/gui/bench/TlsChart.cpp" line="373"/>
        <source>Full TLS handshakes per second, per key type and device</source>
        <translation>Vollständige TLS-Handshakes pro Sekunde, nach Schlüsseltyp und Gerät</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="164"/>
        <source>%1/s
%2× sign</source>
        <translation>%1/s
%2× Signatur</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="304"/>
        <source> · published</source>
        <translation> · veröffentlicht</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="235"/>
        <source> · virtual</source>
        <translation> · virtuell</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="113"/>
        <source>transactions/s of a whole server (published)</source>
        <translation>Transaktionen/s eines ganzen Servers (veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="114"/>
        <source>%1 (published)</source>
        <translation>%1 (veröffentlicht)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="141"/>
        <source>Measured here</source>
        <translation>Hier gemessen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="243"/>
        <source>raw signatures/s, same key, same run</source>
        <translation>rohe Signaturen/s, gleicher Schlüssel, gleicher Lauf</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="265"/>
        <source>per second: full handshakes (bars), raw signatures (dashes)</source>
        <translation>pro Sekunde: vollständige Handshakes (Balken), rohe Signaturen (Striche)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="266"/>
        <source>full handshakes/s, higher is better</source>
        <translation>vollständige Handshakes/s, höher ist besser</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="337"/>
        <source>Published: %1</source>
        <translation>Veröffentlicht: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="338"/>
        <source>Hatched, published (not measured here), %1 — %2: %3.</source>
        <translation>Schraffiert, veröffentlicht (hier nicht gemessen), %1 — %2: %3.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="377"/>
        <source>Dashed outline: a virtual device (software figures, not hardware).</source>
        <translation>Gestrichelter Umriss: ein virtuelles Gerät (Software-Werte, keine Hardware).</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="380"/>
        <source>Black dash: raw signatures/s with the same key in the same run; &quot;× sign&quot; is handshakes/s divided by it.</source>
        <translation>Schwarzer Strich: rohe Signaturen/s mit demselben Schlüssel im selben Lauf; „× sign“ ist Handshakes/s geteilt dadurch.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="386"/>
        <source>Measured here: %1</source>
        <translation>Hier gemessen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/TlsChart.cpp" line="389"/>
        <source>%n more comparison(s) of key types in the report.</source>
        <translation>
            <numerusform>%n weiterer Vergleich der Schlüsseltypen im Bericht.</numerusform>
            <numerusform>%n weitere Vergleiche der Schlüsseltypen im Bericht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/TlsChart.cpp" line="393"/>
        <source>No TLS runs yet: check a token or the CPU baseline and key types under TLS on the left, and press Start.</source>
        <translation>Noch keine TLS-Läufe: Wählen Sie links unter TLS ein Token oder die CPU-Referenz sowie Schlüsseltypen aus und klicken Sie auf TLS starten.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::bench::TlsPanel</name>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="79"/>
        <source>Show p&amp;ublished figures</source>
        <translation>&amp;Veröffentlichte Werte zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="80"/>
        <source>&amp;Start TLS</source>
        <translation>TLS &amp;starten</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="81"/>
        <source>&amp;Cancel</source>
        <translation>Abbrec&amp;hen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="102"/>
        <source>Full TLS handshakes against a server inside Keyward whose private key is on the token (or a CPU key), as a web server would use it.</source>
        <translation>Vollständige TLS-Handshakes gegen einen Server in Keyward, dessen privater Schlüssel auf dem Token liegt (oder ein CPU-Schlüssel ist), so wie ein Webserver ihn verwenden würde.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="108"/>
        <source>&amp;Devices</source>
        <translation>&amp;Geräte</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="113"/>
        <source>&amp;Key types</source>
        <translation>Schlüssel&amp;typen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="125"/>
        <source>TLS 1.3</source>
        <translation>TLS 1.3</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="126"/>
        <source>TLS 1.2</source>
        <translation>TLS 1.2</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="127"/>
        <source>TLS &amp;version</source>
        <translation>TLS-Ve&amp;rsion</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="128"/>
        <source>ECDHE</source>
        <translation>ECDHE</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="129"/>
        <source>DHE (TLS 1.2, RSA keys)</source>
        <translation>DHE (TLS 1.2, RSA-Schlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="130"/>
        <source>TLS 1.2 with RSA key exchange is not offered: OpenSSL 3 decrypts the premaster secret with parameters a token key cannot take here.</source>
        <translation>TLS 1.2 mit RSA-Schlüsselaustausch wird nicht angeboten: OpenSSL 3 entschlüsselt das Premaster-Secret mit Parametern, die ein Token-Schlüssel hier nicht annehmen kann.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="132"/>
        <source>Key e&amp;xchange</source>
        <translation>Schlüssel&amp;austausch</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="135"/>
        <source>Client threads, each making one full handshake after another</source>
        <translation>Client-Threads, die jeweils einen vollständigen Handshake nach dem anderen ausführen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="136"/>
        <source>C&amp;onnections</source>
        <translation>Verbi&amp;ndungen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="138"/>
        <source>Server threads accepting and handshaking, one token session each; the raw sign rate is measured with as many</source>
        <translation>Server-Threads, die Verbindungen annehmen und Handshakes ausführen, je eine Token-Sitzung; die rohe Signaturrate wird mit ebenso vielen gemessen</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="140"/>
        <source>Server &amp;threads</source>
        <translation>Server-Threa&amp;ds</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="143"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="144"/>
        <source>How long handshakes are made per key type, after a one-second raw sign loop on the same key</source>
        <translation>Wie lange pro Schlüsseltyp Handshakes ausgeführt werden, nach einer einsekündigen rohen Signaturschleife mit demselben Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="146"/>
        <source>D&amp;uration</source>
        <translation>Da&amp;uer</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="148"/>
        <source>The user PIN of the checked token(s). Not stored; cleared when a run starts.</source>
        <translation>Die Benutzer-PIN der ausgewählten Token. Wird nicht gespeichert; beim Start eines Laufs gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="150"/>
        <source>Token user &amp;PIN</source>
        <translation>Token-&amp;Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="203"/>
        <source>%1 (virtual)</source>
        <translation>%1 (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="207"/>
        <source>CPU baseline (OpenSSL)</source>
        <translation>CPU-Referenz (OpenSSL)</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="219"/>
        <source>Check a token or the CPU baseline, and at least one key type.</source>
        <translation>Wählen Sie ein Token oder die CPU-Referenz und mindestens einen Schlüsseltyp aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="227"/>
        <source>DHE is measured with RSA keys only: uncheck %1.</source>
        <translation>DHE wird nur mit RSA-Schlüsseln gemessen: Wählen Sie %1 ab.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="239"/>
        <source>The token&apos;s user PIN is needed: enter it under Token user PIN, then start again.</source>
        <translation>Die Benutzer-PIN des Tokens wird benötigt: Geben Sie sie unter Token-Benutzer-PIN ein und starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="294"/>
        <source>Cancelling: the handshakes stop and a temporary key is removed…</source>
        <translation>Wird abgebrochen: Die Handshakes werden beendet und ein temporärer Schlüssel wird entfernt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="301"/>
        <source>Done: %n case(s) measured.</source>
        <translation>
            <numerusform>Fertig: %n Fall gemessen.</numerusform>
            <numerusform>Fertig: %n Fälle gemessen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="308"/>
        <source>the CPU</source>
        <translation>der CPU</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="311"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="312"/>
        <source>TLS handshakes with %1 (case %2 of %3)…</source>
        <translation>TLS-Handshakes mit %1 (Fall %2 von %3)…</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="325"/>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="342"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="328"/>
        <source>Not measured: %1: %2</source>
        <translation>Nicht gemessen: %1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/bench/BenchmarkTls.cpp" line="332"/>
        <source>No handshake completed with %1, so the run was not stored: %2</source>
        <translation>Mit %1 wurde kein Handshake abgeschlossen, daher wurde der Lauf nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::CardActions</name>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="51"/>
        <source>Change &amp;user PIN…</source>
        <translation>&amp;Benutzer-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="53"/>
        <source>Change &amp;admin PIN…</source>
        <translation>&amp;Admin-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="56"/>
        <source>&amp;Set or change reset code…</source>
        <translation>Rücksetzcode &amp;setzen oder ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="58"/>
        <source>&amp;Remove reset code…</source>
        <translation>Rücksetzcode &amp;entfernen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="63"/>
        <source>Unblock user PIN with the reset &amp;code…</source>
        <translation>Benutzer-PIN mit dem Rücksetz&amp;code entsperren…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="66"/>
        <source>Unblock user PIN with the admin &amp;PIN…</source>
        <translation>Benutzer-PIN mit der Admin-&amp;PIN entsperren…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="72"/>
        <source>Card&amp;holder…</source>
        <translation>Karten&amp;inhaber…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="76"/>
        <source>&amp;Generate keys on the card…</source>
        <translation>Schlüssel auf der Karte &amp;erzeugen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="78"/>
        <source>Key &amp;algorithms…</source>
        <translation>Schlüssel&amp;algorithmen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="84"/>
        <location filename="../src/gui/card/CardActions.cpp" line="147"/>
        <source>Turn &amp;KDF on…</source>
        <translation>&amp;KDF einschalten…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="87"/>
        <source>&amp;Touch policy…</source>
        <translation>&amp;Berührungsrichtlinie…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="89"/>
        <source>Ask the user PIN for &amp;every signature</source>
        <translation>Benutzer-PIN bei &amp;jeder Signatur abfragen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="96"/>
        <source>&amp;Public key (OpenPGP, ASCII armour)…</source>
        <translation>Ö&amp;ffentlicher Schlüssel (OpenPGP, ASCII-Armor)…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="100"/>
        <source>&amp;SSH public key…</source>
        <translation>&amp;SSH-Schlüssel (öffentlich)…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="103"/>
        <source>Factory &amp;reset…</source>
        <translation>Auf &amp;Werkseinstellungen zurücksetzen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="147"/>
        <source>Turn &amp;KDF off…</source>
        <translation>&amp;KDF ausschalten…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="196"/>
        <source>Remove reset code</source>
        <translation>Rücksetzcode entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="197"/>
        <source>Remove the reset code? Afterwards a blocked user PIN can only be unblocked with the admin PIN.</source>
        <translation>Rücksetzcode entfernen? Danach kann eine gesperrte Benutzer-PIN nur noch mit der Admin-PIN entsperrt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="199"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="294"/>
        <source>Backup of the encryption key</source>
        <translation>Sicherung des Verschlüsselungsschlüssels</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="295"/>
        <source>The keys were generated, but the encryption key was not backed up and moved to the card: %1</source>
        <translation>Die Schlüssel wurden erzeugt, aber der Verschlüsselungsschlüssel wurde nicht gesichert und nicht auf die Karte verschoben: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="364"/>
        <source>Finish the missing keys generates only the keys that are not new, with the same settings, and keeps the new ones.</source>
        <translation>„Fehlende Schlüssel ergänzen“ erzeugt mit denselben Einstellungen nur die Schlüssel, die nicht neu sind, und behält die neuen bei.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="367"/>
        <source>Key generation stopped part-way</source>
        <translation>Schlüsselerzeugung vorzeitig abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="373"/>
        <source>&amp;Finish the missing keys</source>
        <translation>Fehlende Schlüssel &amp;ergänzen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="415"/>
        <source>Create a new certificate</source>
        <translation>Neues Zertifikat erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="416"/>
        <source>The card&apos;s new signature key no longer matches certificate %1. Create a new certificate &quot;%2&quot; for the keys on the card? The encryption key joins it (it was made with the same time); the authentication key does not. Publish the new certificate and tell your correspondents; keep the old one to read old messages.</source>
        <translation>Der neue Signaturschlüssel der Karte passt nicht mehr zu Zertifikat %1. Ein neues Zertifikat „%2“ für die Schlüssel auf der Karte erstellen? Der Verschlüsselungsschlüssel kommt hinzu (er wurde mit demselben Zeitpunkt erzeugt), der Authentisierungsschlüssel nicht. Veröffentlichen Sie das neue Zertifikat und informieren Sie Ihre Kommunikationspartner; behalten Sie das alte, um alte Nachrichten lesen zu können.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="422"/>
        <source>&amp;Create certificate</source>
        <translation>Zertifikat &amp;erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="447"/>
        <source>Turn KDF on</source>
        <translation>KDF einschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="447"/>
        <source>Turn KDF off</source>
        <translation>KDF ausschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="448"/>
        <source>Turn KDF &amp;on</source>
        <translation>KDF &amp;einschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="448"/>
        <source>Turn KDF o&amp;ff</source>
        <translation>KDF &amp;ausschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="497"/>
        <source>SSH public key</source>
        <translation>Öffentlicher SSH-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardActions.cpp" line="497"/>
        <source>OpenPGP public key</source>
        <translation>Öffentlicher OpenPGP-Schlüssel</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::CardPage</name>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="67"/>
        <source>Touch prompt</source>
        <translation>Berührungsaufforderung</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="96"/>
        <source>Device:</source>
        <translation>Gerät:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="97"/>
        <source>Manufacturer:</source>
        <translation>Hersteller:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="98"/>
        <source>Serial number:</source>
        <translation>Seriennummer:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="99"/>
        <source>Specification:</source>
        <translation>Spezifikation:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="100"/>
        <source>Application ID:</source>
        <translation>Anwendungs-ID:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="101"/>
        <source>Read through:</source>
        <translation>Gelesen über:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="105"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="106"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="107"/>
        <source>Salutation:</source>
        <translation>Anrede:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="108"/>
        <source>Public key URL:</source>
        <translation>URL des öffentl. Schlüssels:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="109"/>
        <source>Login data:</source>
        <translation>Login-Daten:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="112"/>
        <source>User PIN:</source>
        <translation>Benutzer-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="113"/>
        <source>Reset code:</source>
        <translation>Rücksetzcode:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="114"/>
        <source>Admin PIN:</source>
        <translation>Admin-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="115"/>
        <source>Maximum lengths:</source>
        <translation>Maximale Längen:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="116"/>
        <source>User PIN for signing:</source>
        <translation>Benutzer-PIN zum Signieren:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="117"/>
        <source>KDF (PIN hashing):</source>
        <translation>KDF (PIN-Hashing):</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="118"/>
        <source>Signatures made:</source>
        <translation>Erstellte Signaturen:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="121"/>
        <source>Touch button:</source>
        <translation>Berührungstaste:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="122"/>
        <source>Extended capabilities:</source>
        <translation>Erweiterte Fähigkeiten:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="123"/>
        <source>Supported algorithms:</source>
        <translation>Unterstützte Algorithmen:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="126"/>
        <source>Algorithm:</source>
        <translation>Algorithmus:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="126"/>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="126"/>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="126"/>
        <source>Origin:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="127"/>
        <source>Touch policy:</source>
        <translation>Berührungsrichtlinie:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="153"/>
        <source>Certificate:</source>
        <translation>Zertifikat:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="226"/>
        <source>OpenPGP card</source>
        <translation>OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="227"/>
        <source>Reading the card…</source>
        <translation>Karte wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="263"/>
        <source>gpg-agent is not available, so the card cannot be read.</source>
        <translation>gpg-agent ist nicht verfügbar, daher kann die Karte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="296"/>
        <source>Waiting for the card to answer again…</source>
        <translation>Warte, bis die Karte wieder antwortet…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="314"/>
        <source>Could not read the card: %1</source>
        <translation>Die Karte konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="351"/>
        <source>Looking in the keyring…</source>
        <translation>Schlüsselbund wird durchsucht…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="365"/>
        <source>The keyring could not be searched: %1</source>
        <translation>Der Schlüsselbund konnte nicht durchsucht werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="401"/>
        <source>Cancelling after the current key…</source>
        <translation>Wird nach dem aktuellen Schlüssel abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="444"/>
        <source>&lt;b&gt;Default PINs in use — change them.&lt;/b&gt; Anyone who knows the factory PINs (123456 and 12345678) can use this card.</source>
        <translation>&lt;b&gt;Standard-PINs in Verwendung – bitte ändern.&lt;/b&gt; Wer die Werks-PINs (123456 und 12345678) kennt, kann diese Karte benutzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="448"/>
        <source>&lt;b&gt;Default user PIN in use — change it.&lt;/b&gt; Anyone who knows the factory user PIN (123456) can use this card&apos;s keys.</source>
        <translation>&lt;b&gt;Standard-Benutzer-PIN in Verwendung – bitte ändern.&lt;/b&gt; Wer die Werks-Benutzer-PIN (123456) kennt, kann die Schlüssel dieser Karte benutzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="452"/>
        <source>&lt;b&gt;Default admin PIN in use — change it.&lt;/b&gt; Anyone who knows the factory admin PIN (12345678) can change this card&apos;s keys and settings.</source>
        <translation>&lt;b&gt;Standard-Admin-PIN in Verwendung – bitte ändern.&lt;/b&gt; Wer die Werks-Admin-PIN (12345678) kennt, kann die Schlüssel und Einstellungen dieser Karte ändern.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="480"/>
        <source>OpenPGP card %1 · serial %2</source>
        <translation>OpenPGP-Karte %1 · Seriennummer %2</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="483"/>
        <source>unknown model</source>
        <translation>unbekanntes Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="488"/>
        <source>OpenPGP card %1</source>
        <translation>OpenPGP-Karte %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="490"/>
        <source>gpg-agent</source>
        <translation>gpg-agent</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="491"/>
        <source>GnuPG %1</source>
        <translation>GnuPG %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="502"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="502"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="504"/>
        <source>none announced</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="506"/>
        <source>unknown (the card has no list and the device is not known)</source>
        <translation>unbekannt (die Karte hat keine Liste und das Gerät ist nicht bekannt)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="512"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="514"/>
        <source>from the card</source>
        <translation>von der Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="514"/>
        <source>from the device profile</source>
        <translation>aus dem Geräteprofil</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="531"/>
        <source>user PIN %1, reset code %2, admin PIN %3</source>
        <translation>Benutzer-PIN %1, Rücksetzcode %2, Admin-PIN %3</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="535"/>
        <source>valid for several signatures</source>
        <translation>gültig für mehrere Signaturen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="536"/>
        <source>asked for every signature (forcesig)</source>
        <translation>bei jeder Signatur abgefragt (forcesig)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="538"/>
        <source>not supported by this card</source>
        <translation>von dieser Karte nicht unterstützt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="543"/>
        <source>on (%1)</source>
        <translation>an (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="544"/>
        <source>on (%1, %2)</source>
        <translation>an (%1, %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="547"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardPage.cpp" line="561"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::CardText</name>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="39"/>
        <source>user PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="41"/>
        <source>reset code</source>
        <translation>Rücksetzcode</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="43"/>
        <source>admin PIN</source>
        <translation>Admin-PIN</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="52"/>
        <source>not set (or blocked)</source>
        <translation>nicht gesetzt (oder gesperrt)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="54"/>
        <source>BLOCKED — no tries left</source>
        <translation>GESPERRT – keine Versuche mehr</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="56"/>
        <source>WARNING: only 1 try left</source>
        <translation>WARNUNG: nur noch 1 Versuch</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/card/CardText.cpp" line="60"/>
        <source>%n tries left</source>
        <translation>
            <numerusform>%n Versuch übrig</numerusform>
            <numerusform>%n Versuche übrig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="73"/>
        <source>The user PIN is blocked: the card cannot sign, decrypt or authenticate. Unblock it with the reset code or the admin PIN (PINs menu).</source>
        <translation>Die Benutzer-PIN ist gesperrt: Die Karte kann nicht signieren, entschlüsseln oder authentisieren. Entsperren Sie sie mit dem Rücksetzcode oder der Admin-PIN (Menü PINs).</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="77"/>
        <source>The user PIN is blocked: the card cannot sign, decrypt or authenticate. Unblock it with the admin PIN (PINs menu).</source>
        <translation>Die Benutzer-PIN ist gesperrt: Die Karte kann weder signieren noch entschlüsseln noch authentisieren. Entsperren Sie sie mit der Admin-PIN (Menü PINs).</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="81"/>
        <source>The user PIN is blocked: the card cannot sign, decrypt or authenticate. Unblock it with the reset code (PINs menu).</source>
        <translation>Die Benutzer-PIN ist gesperrt: Die Karte kann weder signieren noch entschlüsseln noch authentisieren. Entsperren Sie sie mit dem Rücksetzcode (Menü PINs).</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="85"/>
        <source>The user PIN is blocked, and neither a reset code nor the admin PIN can unblock it: only a factory reset (which destroys the keys) makes the card usable again.</source>
        <translation>Die Benutzer-PIN ist gesperrt, und weder ein Rücksetzcode noch die Admin-PIN kann sie entsperren: Nur ein Zurücksetzen auf Werkseinstellungen (das die Schlüssel löscht) macht die Karte wieder nutzbar.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="91"/>
        <source>The user PIN has only 1 try left: one more wrong entry blocks it.</source>
        <translation>Die Benutzer-PIN hat nur noch 1 Versuch: Eine weitere Fehleingabe sperrt sie.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="94"/>
        <source>The admin PIN is blocked: card settings can no longer be changed. Only a factory reset (which destroys the keys) makes the card usable for that again.</source>
        <translation>Die Admin-PIN ist gesperrt: Karteneinstellungen können nicht mehr geändert werden. Nur ein Zurücksetzen auf Werkseinstellungen (das die Schlüssel löscht) macht die Karte dafür wieder nutzbar.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="99"/>
        <source>The admin PIN has only 1 try left: one more wrong entry blocks it, and then only a factory reset helps.</source>
        <translation>Die Admin-PIN hat nur noch 1 Versuch: Eine weitere Fehleingabe sperrt sie, und dann hilft nur noch ein Zurücksetzen auf Werkseinstellungen.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="106"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="113"/>
        <source>OpenPGP card</source>
        <translation>OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="121"/>
        <location filename="../src/gui/card/CardText.cpp" line="169"/>
        <source>no key</source>
        <translation>kein Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="165"/>
        <source>generated on the card</source>
        <translation>auf der Karte erzeugt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="167"/>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="173"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="190"/>
        <source>key import</source>
        <translation>Schlüsselimport</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="193"/>
        <source>algorithm can be changed</source>
        <translation>Algorithmus änderbar</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="196"/>
        <source>PIN validity (forcesig) can be changed</source>
        <translation>PIN-Gültigkeit (forcesig) änderbar</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="199"/>
        <source>random numbers (GET CHALLENGE)</source>
        <translation>Zufallszahlen (GET CHALLENGE)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="202"/>
        <source>private data objects</source>
        <translation>private Datenobjekte</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="205"/>
        <source>secure messaging</source>
        <translation>Secure Messaging</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="208"/>
        <source>AES encryption</source>
        <translation>AES-Verschlüsselung</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="211"/>
        <source>KDF-DO (PIN hashing)</source>
        <translation>KDF-DO (PIN-Hashing)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="214"/>
        <source>touch button</source>
        <translation>Berührungstaste</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="217"/>
        <source>cardholder certificate up to %1 bytes</source>
        <translation>Karteninhaberzertifikat bis %1 Bytes</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="225"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="240"/>
        <source>No certificate in this keyring holds the card&apos;s keys.</source>
        <translation>Kein Zertifikat in diesem Schlüsselbund enthält die Schlüssel der Karte.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="248"/>
        <source>%1 (primary key)</source>
        <translation>%1 (Hauptschlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="251"/>
        <source>%1
%2
holds the card&apos;s %3</source>
        <translation>%1
%2
enthält den %3 der Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="252"/>
        <source>(no user ID)</source>
        <translation>(keine Benutzer-ID)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="257"/>
        <source>
%1: %2</source>
        <translation>
%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="295"/>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="298"/>
        <source>PIN retry counters</source>
        <translation>PIN-Fehlbedienungszähler</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="301"/>
        <source>signature PIN policy</source>
        <translation>PIN-Regel für Signaturen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="305"/>
        <source>cardholder data</source>
        <translation>Karteninhaberdaten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="308"/>
        <source>KDF setting</source>
        <translation>KDF-Einstellung</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="311"/>
        <source>touch policy</source>
        <translation>Berührungsrichtlinie</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardText.cpp" line="316"/>
        <source>The card changed outside this window since it was last read (%1). The page shows what the card holds now.</source>
        <translation>Die Karte wurde außerhalb dieses Fensters geändert, seit sie zuletzt gelesen wurde (%1). Die Seite zeigt, was die Karte jetzt enthält.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::CardholderDialog</name>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="21"/>
        <source>&amp;Write to card</source>
        <translation>Auf Karte &amp;schreiben</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="34"/>
        <source>not announced</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="35"/>
        <source>male</source>
        <translation>männlich</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="36"/>
        <source>female</source>
        <translation>weiblich</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="60"/>
        <source>No name will be stored.</source>
        <translation>Es wird kein Name gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/CardholderDialog.cpp" line="61"/>
        <source>Stored on the card as “%1” (surname first).</source>
        <translation>Wird auf der Karte als „%1“ gespeichert (Nachname zuerst).</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::ExportDialog</name>
    <message>
        <location filename="../src/gui/card/ExportDialog.cpp" line="33"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/card/ExportDialog.cpp" line="34"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/ExportDialog.cpp" line="56"/>
        <source>
Could not save to %1: %2</source>
        <translation>
Nach %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/card/ExportDialog.cpp" line="64"/>
        <source>Save public key</source>
        <translation>Öffentlichen Schlüssel speichern</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::FactoryResetDialog</name>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="23"/>
        <source>Factory reset</source>
        <translation>Zurücksetzen auf Werkseinstellungen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="32"/>
        <source>To confirm, type the card&apos;s serial number &lt;b&gt;%1&lt;/b&gt;:</source>
        <translation>Geben Sie zur Bestätigung die Seriennummer der Karte &lt;b&gt;%1&lt;/b&gt; ein:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="39"/>
        <source>&amp;Reset the card</source>
        <translation>Karte &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="61"/>
        <source>the %1 (%2, fingerprint %3)</source>
        <translation>den %1 (%2, Fingerabdruck %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="67"/>
        <source>no keys (all three slots are empty)</source>
        <translation>keine Schlüssel (alle drei Slots sind leer)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="70"/>
        <source>the cardholder name “%1”</source>
        <translation>den Karteninhabernamen „%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="72"/>
        <source>language, salutation, URL and login data</source>
        <translation>Sprache, Anrede, URL und Login-Daten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="73"/>
        <source>the user PIN and the admin PIN (back to 123456 and 12345678)</source>
        <translation>die Benutzer-PIN und die Admin-PIN (zurück auf 123456 und 12345678)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="74"/>
        <source>the reset code</source>
        <translation>den Rücksetzcode</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="74"/>
        <source>the KDF setting</source>
        <translation>die KDF-Einstellung</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="74"/>
        <source>touch policies (also fixed ones)</source>
        <translation>Berührungsrichtlinien (auch feste)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="75"/>
        <source>key algorithms (back to the card&apos;s defaults)</source>
        <translation>Schlüsselalgorithmen (zurück auf die Standardwerte der Karte)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="76"/>
        <source>&lt;p&gt;&lt;b&gt;A factory reset destroys everything in the OpenPGP application of this card&lt;/b&gt; (%1, serial %2):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Zurücksetzen auf Werkseinstellungen löscht alles in der OpenPGP-Anwendung dieser Karte&lt;/b&gt; (%1, Seriennummer %2):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/card/FactoryResetDialog.cpp" line="80"/>
        <source>&lt;p&gt;Keys on the card are gone for good unless you have a backup. The certificate in your keyring stays, but its secret keys can no longer be used. This works even when the admin PIN is blocked.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Schlüssel auf der Karte sind endgültig verloren, sofern Sie keine Sicherung haben. Das Zertifikat in Ihrem Schlüsselbund bleibt erhalten, seine geheimen Schlüssel sind aber nicht mehr nutzbar. Dies funktioniert auch, wenn die Admin-PIN gesperrt ist.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::GenerateKeyDialog</name>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="36"/>
        <source>&amp;All three keys and a new OpenPGP certificate</source>
        <translation>&amp;Alle drei Schlüssel und ein neues OpenPGP-Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="37"/>
        <source>&amp;One key slot only</source>
        <translation>&amp;Nur ein Schlüsselslot</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="44"/>
        <source>&amp;Keep an off-card backup of the encryption key</source>
        <translation>Eine Sicherung des Verschlüsselungsschlüssels außerhalb der Karte &amp;behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="51"/>
        <source>Generate keys on the card</source>
        <translation>Schlüssel auf der Karte erzeugen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="61"/>
        <source>&amp;Update the certificate %1</source>
        <translation>Zertifikat %1 &amp;aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="81"/>
        <source>%1, Curve25519 for encryption</source>
        <translation>%1, Curve25519 für Verschlüsselung</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="86"/>
        <source>as set on the card (%1)</source>
        <translation>wie auf der Karte eingestellt (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="87"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="91"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="92"/>
        <source>1 year</source>
        <translation>1 Jahr</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="93"/>
        <source>2 years</source>
        <translation>2 Jahre</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="94"/>
        <source>5 years</source>
        <translation>5 Jahre</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="98"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="111"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="112"/>
        <source>&amp;E-mail:</source>
        <translation>E-&amp;Mail:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="113"/>
        <source>E&amp;xpires:</source>
        <translation>&amp;Läuft ab:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="114"/>
        <source>Al&amp;gorithm:</source>
        <translation>Al&amp;gorithmus:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="120"/>
        <source>&amp;Slot:</source>
        <translation>&amp;Slot:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="132"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="175"/>
        <source>&lt;b&gt;Replaces the existing keys:&lt;/b&gt; %1. They cannot be recovered from the card.</source>
        <translation>&lt;b&gt;Ersetzt die vorhandenen Schlüssel:&lt;/b&gt; %1. Sie können nicht von der Karte wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="188"/>
        <source>&lt;b&gt;The certificate %1 will no longer match the card:&lt;/b&gt; this slot holds its primary key, and a certificate cannot change its primary key. It cannot make signatures or certify with the new key. Afterwards Keyward offers to create a new certificate for the card&apos;s keys (publish it and tell your correspondents).</source>
        <translation>&lt;b&gt;Das Zertifikat %1 passt danach nicht mehr zur Karte:&lt;/b&gt; Dieser Slot enthält seinen Hauptschlüssel, und ein Zertifikat kann seinen Hauptschlüssel nicht wechseln. Mit dem neuen Schlüssel kann es weder signieren noch beglaubigen. Anschließend bietet Keyward an, ein neues Zertifikat für die Schlüssel der Karte zu erstellen (veröffentlichen Sie es und informieren Sie Ihre Kommunikationspartner).</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="195"/>
        <source>The new key is added to %1 and the key it replaces is revoked there as superseded; publish the updated certificate.</source>
        <translation>Der neue Schlüssel wird zu %1 hinzugefügt, und der ersetzte Schlüssel wird dort als abgelöst widerrufen; veröffentlichen Sie das aktualisierte Zertifikat.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="199"/>
        <source>The keyring stays as it is.</source>
        <translation>Der Schlüsselbund bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="209"/>
        <source>RSA 4096 can take several minutes on some cards; the window stays usable meanwhile, and Cancel stops before the next key.</source>
        <translation>RSA 4096 kann auf manchen Karten mehrere Minuten dauern; das Fenster bleibt währenddessen bedienbar, und Abbrechen hält vor dem nächsten Schlüssel an.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="236"/>
        <source>Choose a file for the backup of the encryption key.</source>
        <translation>Wählen Sie eine Datei für die Sicherung des Verschlüsselungsschlüssels.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="238"/>
        <source>The backup file %1 already exists and may be the only copy of another key; choose a new file.</source>
        <translation>Die Sicherungsdatei %1 existiert bereits und ist möglicherweise die einzige Kopie eines anderen Schlüssels; wählen Sie eine neue Datei.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="242"/>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="298"/>
        <source>A new file, or a folder (preferably removable media)</source>
        <translation>Eine neue Datei oder ein Ordner (vorzugsweise auf einem Wechseldatenträger)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="299"/>
        <source>C&amp;hoose…</source>
        <translation>&amp;Wählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="302"/>
        <source>The encryption key is then made on this computer, written to this file and checked, and moved to the card. With the backup you can still read messages encrypted to you if the card is lost or broken. The file holds the key without a passphrase: keep it offline (on removable media in a safe place), never on this computer.</source>
        <translation>Der Verschlüsselungsschlüssel wird dann auf diesem Computer erzeugt, in diese Datei geschrieben, geprüft und auf die Karte verschoben. Mit der Sicherung können Sie an Sie verschlüsselte Nachrichten weiterhin lesen, wenn die Karte verloren geht oder defekt ist. Die Datei enthält den Schlüssel ohne Passphrase: Bewahren Sie sie offline auf (auf einem Wechseldatenträger an einem sicheren Ort), niemals auf diesem Computer.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="318"/>
        <source>Backup of the encryption key</source>
        <translation>Sicherung des Verschlüsselungsschlüssels</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateKeyDialog.cpp" line="321"/>
        <source>OpenPGP key (*.asc)</source>
        <translation>OpenPGP-Schlüssel (*.asc)</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::GenerateResultDialog</name>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="18"/>
        <source>Keys generated</source>
        <translation>Schlüssel erzeugt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="22"/>
        <source>&lt;b&gt;The keys were generated on the card.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Schlüssel wurden auf der Karte erzeugt.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="37"/>
        <source>Export public key…</source>
        <translation>Öffentlichen Schlüssel exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="39"/>
        <source>Export SSH key…</source>
        <translation>SSH-Schlüssel exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="41"/>
        <source>Copy fingerprint</source>
        <translation>Fingerabdruck kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="44"/>
        <source>Copy the command to publish</source>
        <translation>Befehl zum Veröffentlichen kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/card/GenerateResultDialog.cpp" line="46"/>
        <source>Publishing needs the network: run the command where you want the key server to get the certificate.</source>
        <translation>Das Veröffentlichen braucht eine Netzwerkverbindung: Führen Sie den Befehl dort aus, von wo aus der Schlüsselserver das Zertifikat erhalten soll.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::GuiConfirmer</name>
    <message>
        <location filename="../src/gui/card/GuiConfirmer.cpp" line="38"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortfahren</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::KeyAttrDialog</name>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="29"/>
        <source>Key algorithm</source>
        <translation>Schlüsselalgorithmus</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="38"/>
        <source>&amp;Key slot:</source>
        <translation>&amp;Schlüsselslot:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="40"/>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="48"/>
        <source>&amp;Change algorithm</source>
        <translation>Algorithmus &amp;ändern</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="87"/>
        <source>Currently %1.</source>
        <translation>Derzeit %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="88"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/KeyAttrDialog.cpp" line="96"/>
        <source>The card does not say which algorithms it supports.</source>
        <translation>Die Karte gibt nicht an, welche Algorithmen sie unterstützt.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::OperationStrip</name>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="30"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="65"/>
        <source>Cancelling after the current step…</source>
        <translation>Wird nach dem aktuellen Schritt abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="67"/>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="91"/>
        <source>%1:%2 elapsed</source>
        <translation>%1:%2 vergangen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="126"/>
        <location filename="../src/gui/card/OperationStrip.cpp" line="143"/>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 – %3</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="128"/>
        <location filename="../src/gui/card/OperationStrip.cpp" line="142"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="157"/>
        <source>the operation stopped</source>
        <translation>der Vorgang wurde beendet</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="159"/>
        <location filename="../src/gui/card/OperationStrip.cpp" line="163"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="159"/>
        <source>Cancelled: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="168"/>
        <source>Done: %1</source>
        <translation>Fertig: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/card/OperationStrip.cpp" line="168"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::PinDialog</name>
    <message>
        <location filename="../src/gui/card/PinDialog.cpp" line="43"/>
        <source>KDF is on: the card keeps only a hash of its PINs and cannot check their length, so Keyward asks for the PIN here and checks GnuPG&apos;s rule before anything is sent. The PIN goes to gpg-agent and is wiped from Keyward&apos;s memory afterwards.</source>
        <translation>KDF ist an: Die Karte speichert nur einen Hash ihrer PINs und kann deren Länge nicht prüfen. Deshalb fragt Keyward hier nach der PIN und prüft die Regel von GnuPG, bevor etwas gesendet wird. Die PIN geht an gpg-agent und wird danach aus dem Speicher von Keyward gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/PinDialog.cpp" line="59"/>
        <source>Repeat:</source>
        <translation>Wiederholen:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/PinDialog.cpp" line="100"/>
        <source>This PIN is too short</source>
        <translation>Diese PIN ist zu kurz</translation>
    </message>
    <message>
        <location filename="../src/gui/card/PinDialog.cpp" line="100"/>
        <source>This PIN is too long</source>
        <translation>Diese PIN ist zu lang</translation>
    </message>
    <message>
        <location filename="../src/gui/card/PinDialog.cpp" line="104"/>
        <source>The two entries differ</source>
        <translation>Die beiden Eingaben stimmen nicht überein</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::SetupChecklist</name>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="91"/>
        <source>Turn KDF on, so that the card stores only hashes of the PINs. Do this first: it sets the PINs back to their defaults.</source>
        <translation>Schalten Sie KDF ein, damit die Karte nur Hashes der PINs speichert. Tun Sie dies zuerst: Es setzt die PINs auf ihre Standardwerte zurück.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="71"/>
        <source>Change the user PIN from its default (123456).</source>
        <translation>Ersetzen Sie die Standard-Benutzer-PIN (123456) durch eine eigene.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="64"/>
        <source>Change the user PIN from its default (123456) if you have not: the card does not say whether it was changed.</source>
        <translation>Ändern Sie die Benutzer-PIN vom Standardwert (123456), falls noch nicht geschehen: Die Karte sagt nicht, ob sie geändert wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="67"/>
        <source>Change the admin PIN from its default (12345678) if you have not: the card does not say whether it was changed.</source>
        <translation>Ändern Sie die Admin-PIN vom Standardwert (12345678), falls noch nicht geschehen: Die Karte sagt nicht, ob sie geändert wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="72"/>
        <source>Change the admin PIN from its default (12345678).</source>
        <translation>Ersetzen Sie die Standard-Admin-PIN (12345678) durch eine eigene.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="97"/>
        <source>Set a reset code, with which a blocked user PIN can be unblocked without the admin PIN.</source>
        <translation>Setzen Sie einen Rücksetzcode, mit dem sich eine gesperrte Benutzer-PIN ohne die Admin-PIN entsperren lässt.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="102"/>
        <source>Put a key in each of the three slots: generate them on the card, or move existing subkeys to it with gpg&apos;s keytocard.</source>
        <translation>Legen Sie in jeden der drei Slots einen Schlüssel: Erzeugen Sie sie auf der Karte oder verschieben Sie vorhandene Unterschlüssel mit keytocard von gpg auf die Karte.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="108"/>
        <source>Set a touch policy, so that every use of a key needs a touch of the card&apos;s button.</source>
        <translation>Legen Sie eine Berührungsrichtlinie fest, damit jede Verwendung eines Schlüssels eine Berührung der Taste der Karte erfordert.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="112"/>
        <source>Export the SSH public key or the OpenPGP public key, to install or publish it.</source>
        <translation>Exportieren Sie den öffentlichen SSH-Schlüssel oder den öffentlichen OpenPGP-Schlüssel, um ihn zu installieren oder zu veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="139"/>
        <source>Set up this card</source>
        <translation>Diese Karte einrichten</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="145"/>
        <source>The setup steps are hidden for this card.</source>
        <translation>Die Einrichtungsschritte sind für diese Karte ausgeblendet.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="147"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="149"/>
        <source>Hide the setup steps for this card</source>
        <translation>Die Einrichtungsschritte für diese Karte ausblenden</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="150"/>
        <source>Show setup steps</source>
        <translation>Einrichtungsschritte anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="160"/>
        <source>Turn KDF on…</source>
        <translation>KDF einschalten…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="161"/>
        <source>Change user PIN…</source>
        <translation>Benutzer-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="162"/>
        <source>Change admin PIN…</source>
        <translation>Admin-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="163"/>
        <source>Set reset code…</source>
        <translation>Rücksetzcode setzen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="164"/>
        <source>Generate keys…</source>
        <translation>Schlüssel erzeugen…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="165"/>
        <source>Move subkeys…</source>
        <translation>Unterschlüssel verschieben…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="166"/>
        <source>Touch policy…</source>
        <translation>Berührungsrichtlinie…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="168"/>
        <source>SSH key…</source>
        <translation>SSH-Schlüssel…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="168"/>
        <source>Public key…</source>
        <translation>Öffentlicher Schlüssel…</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="236"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="239"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="242"/>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <location filename="../src/gui/card/SetupChecklist.cpp" line="245"/>
        <source>To do</source>
        <translation>Offen</translation>
    </message>
</context>
<context>
    <name>keyward::gui::card::TouchPolicyDialog</name>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="26"/>
        <source>Off: the key works without a touch.</source>
        <translation>Aus: Der Schlüssel funktioniert ohne Berührung.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="28"/>
        <source>On: every signature, decryption or login waits for a touch.</source>
        <translation>An: Jede Signatur, Entschlüsselung oder Anmeldung wartet auf eine Berührung.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="31"/>
        <source>Fixed: as On, and it cannot be turned off again.</source>
        <translation>Fest: wie An, lässt sich aber nicht wieder ausschalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="33"/>
        <source>Cached: as On, but one touch also covers what follows within 15 seconds (handy for a burst of git commits).</source>
        <translation>Zwischengespeichert: wie An, aber eine Berührung gilt auch für alles, was innerhalb von 15 Sekunden folgt (praktisch für eine Reihe von git-Commits).</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="36"/>
        <source>Cached, fixed: as Cached, and it cannot be turned off again.</source>
        <translation>Zwischengespeichert, fest: wie Zwischengespeichert, lässt sich aber nicht wieder ausschalten.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="53"/>
        <source>Touch policy</source>
        <translation>Berührungsrichtlinie</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="61"/>
        <source>all three keys (one admin PIN)</source>
        <translation>alle drei Schlüssel (eine Admin-PIN)</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="70"/>
        <source>With touch on, the card works only after you touch its button, so malware cannot use the key unnoticed.</source>
        <translation>Mit aktivierter Berührung arbeitet die Karte erst, wenn Sie ihre Taste berühren; so kann Schadsoftware den Schlüssel nicht unbemerkt nutzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="76"/>
        <source>&amp;Key slot:</source>
        <translation>&amp;Schlüsselslot:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="78"/>
        <source>&amp;Policy:</source>
        <translation>&amp;Richtlinie:</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="86"/>
        <source>&amp;Set policy</source>
        <translation>Richtlinie se&amp;tzen</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="143"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="145"/>
        <source>Now: %1.</source>
        <translation>Aktuell: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="148"/>
        <source>A fixed policy is in place: only a factory reset changes it.</source>
        <translation>Eine feste Richtlinie ist gesetzt: Nur ein Zurücksetzen auf Werkseinstellungen ändert sie.</translation>
    </message>
    <message>
        <location filename="../src/gui/card/TouchPolicyDialog.cpp" line="151"/>
        <source>&lt;b&gt;Fixed cannot be undone:&lt;/b&gt; only a factory reset, which destroys all keys, turns it off again.</source>
        <translation>&lt;b&gt;„Fest“ lässt sich nicht rückgängig machen:&lt;/b&gt; Nur ein Zurücksetzen auf Werkseinstellungen, das alle Schlüssel löscht, schaltet sie wieder aus.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::BackupPage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="252"/>
        <source>Also write a printable copy (.txt with a checksum per line)</source>
        <translation>Zusätzlich eine druckbare Kopie schreiben (.txt mit Prüfsumme pro Zeile)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="253"/>
        <source>Write and verify the backup</source>
        <translation>Sicherung schreiben und prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="256"/>
        <source>Back up the secret key first</source>
        <translation>Zuerst den geheimen Schlüssel sichern</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="257"/>
        <source>The key is exported as GnuPG protects it (with its passphrase), written to the file, and restored into an empty keyring to check it. Nothing moves before that check passed.</source>
        <translation>Der Schlüssel wird so exportiert, wie GnuPG ihn schützt (mit seiner Passphrase), in die Datei geschrieben und zur Prüfung in einen leeren Schlüsselbund wiederhergestellt. Erst nach erfolgreicher Prüfung wird etwas verschoben.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="263"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="274"/>
        <source>Backup file</source>
        <translation>Sicherungsdatei</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="275"/>
        <source>OpenPGP armour (*.asc)</source>
        <translation>OpenPGP-Armor (*.asc)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="304"/>
        <source>%1 (kept as %2)</source>
        <translation>%1 (aufbewahrt als %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="309"/>
        <source>Replace the existing backup?</source>
        <translation>Vorhandene Sicherung ersetzen?</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="310"/>
        <source>A file with this name already exists and may be the only copy of another key: %1. Replace it? The existing file is renamed, not deleted.</source>
        <translation>Eine Datei mit diesem Namen existiert bereits und ist möglicherweise die einzige Kopie eines anderen Schlüssels: %1. Ersetzen? Die vorhandene Datei wird umbenannt, nicht gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="321"/>
        <source>Nothing was written; choose another file or agree to replace the existing one.</source>
        <translation>Es wurde nichts geschrieben; wählen Sie eine andere Datei oder stimmen Sie dem Ersetzen der vorhandenen zu.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="345"/>
        <source>Exporting; gpg-agent asks for the key&apos;s passphrase…</source>
        <translation>Export läuft; gpg-agent fragt nach der Passphrase des Schlüssels…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="358"/>
        <source>SHA-256: %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="362"/>
        <source>Nothing was moved; the key is in your keyring.</source>
        <translation>Es wurde nichts verschoben; der Schlüssel ist in Ihrem Schlüsselbund.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::ConfirmPage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="380"/>
        <source>Replace the keys the card holds in these slots (they are destroyed on the card)</source>
        <translation>Die Schlüssel der Karte in diesen Slots ersetzen (sie werden auf der Karte gelöscht)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="384"/>
        <source>Check what will happen</source>
        <translation>Prüfen Sie, was geschehen wird</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="391"/>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="402"/>
        <source>• %1 subkey %2 → the card&apos;s %3</source>
        <translation>• %1 Unterschlüssel %2 → %3 der Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="406"/>
        <source> (replaces key %1 on the card)</source>
        <translation> (ersetzt Schlüssel %1 auf der Karte)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="411"/>
        <source>These subkeys are written to card %1:
%2

gpg-agent asks for the key&apos;s passphrase and the card&apos;s admin PIN. The card is then read back and each key&apos;s keygrip and fingerprint are compared. Your local secret key stays in the keyring until you choose on the last page; the verified backup is %3.</source>
        <translation>Diese Unterschlüssel werden auf Karte %1 geschrieben:
%2

gpg-agent fragt nach der Passphrase des Schlüssels und der Admin-PIN der Karte. Danach wird die Karte zurückgelesen und Keygrip und Fingerabdruck jedes Schlüssels werden verglichen. Ihr lokaler geheimer Schlüssel bleibt im Schlüsselbund, bis Sie auf der letzten Seite entscheiden; die geprüfte Sicherung ist %3.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::KeyToCardWizard</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardWizard.cpp" line="20"/>
        <source>Move subkeys to a card</source>
        <translation>Unterschlüssel auf eine Karte verschieben</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::MapSlotsPage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="163"/>
        <source>Choose a card slot for each subkey</source>
        <translation>Wählen Sie für jeden Unterschlüssel einen Kartenslot</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="164"/>
        <source>Only slots that fit the key&apos;s usage and the card&apos;s algorithms are offered.</source>
        <translation>Angeboten werden nur Slots, die zur Verwendung des Schlüssels und zu den Algorithmen der Karte passen.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="168"/>
        <source>Subkey</source>
        <translation>Unterschlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="168"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="168"/>
        <source>Usage</source>
        <translation>Verwendung</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="168"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="168"/>
        <source>Card slot</source>
        <translation>Kartenslot</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="198"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="201"/>
        <source>Do not move</source>
        <translation>Nicht verschieben</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="208"/>
        <source>Already on card %1</source>
        <translation>Bereits auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="209"/>
        <source>No secret part here</source>
        <translation>Kein geheimer Teil vorhanden</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::MovePage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="441"/>
        <source>Moving to the card</source>
        <translation>Verschieben auf die Karte</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="461"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="480"/>
        <source>The move stopped: %1</source>
        <translation>Das Verschieben wurde abgebrochen: %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::PickKeyPage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="63"/>
        <source>Choose a key</source>
        <translation>Schlüssel auswählen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="64"/>
        <source>Keys in your keyring that have secret subkeys here.</source>
        <translation>Schlüssel in Ihrem Schlüsselbund, deren geheime Unterschlüssel hier vorliegen.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="72"/>
        <source>Restore local keys from a backup…</source>
        <translation>Lokale Schlüssel aus einer Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="74"/>
        <source>Make keys that are on a card local secret keys again, from the backup written before they were moved.</source>
        <translation>Schlüssel, die auf einer Karte liegen, wieder zu lokalen geheimen Schlüsseln machen – aus der Sicherung, die vor dem Verschieben geschrieben wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="87"/>
        <source>Reading the keyring…</source>
        <translation>Schlüsselbund wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="88"/>
        <source>Reading the card…</source>
        <translation>Karte wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="105"/>
        <source>%1
%2 — %n subkey(s) with a local secret</source>
        <translation>
            <numerusform>%1
%2 – %n Unterschlüssel mit lokalem Geheimnis</numerusform>
            <numerusform>%1
%2 – %n Unterschlüssel mit lokalem Geheimnis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="111"/>
        <source>There is no secret key in your keyring.</source>
        <translation>In Ihrem Schlüsselbund gibt es keinen geheimen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="119"/>
        <source>No card: %1</source>
        <translation>Keine Karte: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="125"/>
        <source>Card: %1. It takes %2.</source>
        <translation>Karte: %1. Sie unterstützt %2.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::RestoreLocalDialog</name>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="34"/>
        <source>&amp;Restore local keys</source>
        <translation>Lokale Schlüssel &amp;wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="37"/>
        <source>Restore local keys from a backup</source>
        <translation>Lokale Schlüssel aus einer Sicherung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="52"/>
        <source>Keys that were moved to a card and removed from this computer can be made local again from the backup Keyward wrote before the move.</source>
        <translation>Schlüssel, die auf eine Karte verschoben und von diesem Computer entfernt wurden, lassen sich aus der Sicherung, die Keyward vor dem Verschieben geschrieben hat, wieder lokal machen.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="56"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="61"/>
        <source>&amp;Key:</source>
        <translation>&amp;Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="62"/>
        <source>&amp;Backup file:</source>
        <translation>Sicherungs&amp;datei:</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="75"/>
        <source>Backup file</source>
        <translation>Sicherungsdatei</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="76"/>
        <source>OpenPGP armour (*.asc);;All files (*)</source>
        <translation>OpenPGP-Armor (*.asc);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="103"/>
        <source>Reading the keyring…</source>
        <translation>Schlüsselbund wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="124"/>
        <source>%1 — %2 (%n subkey(s) on a card)</source>
        <translation>
            <numerusform>%1 – %2 (%n Unterschlüssel auf einer Karte)</numerusform>
            <numerusform>%1 – %2 (%n Unterschlüssel auf einer Karte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="132"/>
        <source>No key in your keyring has its secret keys on a card only.</source>
        <translation>Kein Schlüssel in Ihrem Schlüsselbund hat seine geheimen Schlüssel nur auf einer Karte.</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="153"/>
        <source>What changes:
%1</source>
        <translation>Was sich ändert:
%1</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="155"/>
        <source>(choose the file)</source>
        <translation>(Datei auswählen)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/RestoreLocalDialog.cpp" line="180"/>
        <source>Checking the backup…</source>
        <translation>Sicherung wird geprüft…</translation>
    </message>
</context>
<context>
    <name>keyward::gui::keytocard::ResultPage</name>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="498"/>
        <source>Keep the local secret key as well</source>
        <translation>Lokalen geheimen Schlüssel ebenfalls behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="499"/>
        <source>Remove the local secret key (use the card)</source>
        <translation>Lokalen geheimen Schlüssel entfernen (Karte verwenden)</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="501"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="503"/>
        <source>Restore the local copy from the backup…</source>
        <translation>Lokale Kopie aus der Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="505"/>
        <source>Read back from the card</source>
        <translation>Von der Karte zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="513"/>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="513"/>
        <source>Subkey</source>
        <translation>Unterschlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="513"/>
        <source>Read back</source>
        <translation>Zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="556"/>
        <source>keygrip and fingerprint match</source>
        <translation>Keygrip und Fingerabdruck stimmen überein</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="557"/>
        <source>MISMATCH</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <location filename="../src/gui/keytocard/KeyToCardPages.cpp" line="569"/>
        <source>Working…</source>
        <translation>Wird bearbeitet…</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::CertRequestDialog</name>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="43"/>
        <source>Create certificate signing request</source>
        <translation>Zertifikatsanforderung (CSR) erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="44"/>
        <source>Create self-signed certificate</source>
        <translation>Selbstsigniertes Zertifikat erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="49"/>
        <source>Signed on the token by the private key “%1” (%2, ID %3).</source>
        <translation>Auf dem Token signiert mit dem privaten Schlüssel „%1“ (%2, ID %3).</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="50"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="54"/>
        <source>&amp;Digital signature</source>
        <translation>&amp;Digitale Signatur</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="54"/>
        <source>Non-re&amp;pudiation</source>
        <translation>Nicht&amp;abstreitbarkeit</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="55"/>
        <source>&amp;Key encipherment</source>
        <translation>&amp;Schlüsselverschlüsselung</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="55"/>
        <source>Key a&amp;greement</source>
        <translation>Schlüssel&amp;vereinbarung</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="56"/>
        <source>Certificate si&amp;gning</source>
        <translation>Zertifi&amp;katssignatur</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="56"/>
        <source>CRL signin&amp;g</source>
        <translation>CRL-Si&amp;gnatur</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="64"/>
        <source>TLS &amp;server</source>
        <translation>TLS-Se&amp;rver</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="64"/>
        <source>TLS c&amp;lient</source>
        <translation>TLS-C&amp;lient</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="65"/>
        <source>Code s&amp;igning</source>
        <translation>Code-S&amp;ignatur</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="65"/>
        <source>E-mail &amp;protection</source>
        <translation>E-Mail-Sc&amp;hutz</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="66"/>
        <source>&amp;Time stamping</source>
        <translation>&amp;Zeitstempel</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="66"/>
        <source>&amp;OCSP signing</source>
        <translation>&amp;OCSP-Signatur</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="81"/>
        <source>PEM</source>
        <translation>PEM</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="82"/>
        <source>DER</source>
        <translation>DER</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="84"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="193"/>
        <source>Save request</source>
        <translation>Anforderung speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="193"/>
        <source>Save certificate</source>
        <translation>Zertifikat speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="194"/>
        <source>Certificate requests (*.csr *.pem *.der);;All files (*)</source>
        <translation>Zertifikatsanforderungen (*.csr *.pem *.der);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="195"/>
        <source>Certificates (*.crt *.pem *.der);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem *.der);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="209"/>
        <source>The subject needs at least one field, usually the common name.</source>
        <translation>Das Subjekt benötigt mindestens ein Feld, üblicherweise den allgemeinen Namen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="211"/>
        <source>The country is a two-letter code.</source>
        <translation>Das Land ist ein Code aus zwei Buchstaben.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="213"/>
        <source>Choose where to save the request.</source>
        <translation>Wählen Sie, wo die Anforderung gespeichert werden soll.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/CertRequestDialog.cpp" line="214"/>
        <source>Choose where to save the certificate, or write it onto the token.</source>
        <translation>Wählen Sie, wo das Zertifikat gespeichert werden soll, oder schreiben Sie es auf das Token.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ImportDialog</name>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="24"/>
        <source>Import PKCS#12</source>
        <translation>PKCS#12 importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="24"/>
        <source>Import certificate</source>
        <translation>Zertifikat importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="26"/>
        <source>The private key and certificate of a PKCS#12 file are written onto the token. Not every token accepts private keys this way (a SmartCard-HSM needs a DKEK); if this one refuses, nothing is written.</source>
        <translation>Privater Schlüssel und Zertifikat einer PKCS#12-Datei werden auf das Token geschrieben. Nicht jedes Token nimmt private Schlüssel auf diese Weise an (ein SmartCard-HSM benötigt einen DKEK); lehnt dieses ab, wird nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="29"/>
        <source>A certificate (PEM or DER) is written onto the token. Give it the ID of its key so applications find the pair.</source>
        <translation>Ein Zertifikat (PEM oder DER) wird auf das Token geschrieben. Geben Sie ihm die ID seines Schlüssels, damit Anwendungen das Paar finden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="35"/>
        <source>empty: 20 random bytes</source>
        <translation>leer: 20 Zufallsbytes</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="35"/>
        <source>empty: none</source>
        <translation>leer: keine</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="38"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="42"/>
        <source>PKCS#12 files (*.p12 *.pfx);;All files (*)</source>
        <translation>PKCS#12-Dateien (*.p12 *.pfx);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="43"/>
        <source>Certificates (*.crt *.cer *.pem *.der);;All files (*)</source>
        <translation>Zertifikate (*.crt *.cer *.pem *.der);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ImportDialog.cpp" line="163"/>
        <source>Reading the file with its password…</source>
        <translation>Die Datei wird mit ihrem Passwort gelesen…</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::InitTokenDialog</name>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="33"/>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="34"/>
        <source>Token “%1”: %2 %3, serial %4, slot %5 of module %6.</source>
        <translation>Token „%1“: %2 %3, Seriennummer %4, Slot %5 von Modul %6.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="36"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="41"/>
        <source>The token is blank. Initialising it sets its label and its SO PIN.</source>
        <translation>Das Token ist leer. Beim Initialisieren werden seine Bezeichnung und seine SO-PIN gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="45"/>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="48"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weiteres</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="51"/>
        <source>Initialising destroys every object on this token — %1, and any private objects not listed — and resets the user PIN. This cannot be undone.</source>
        <translation>Das Initialisieren löscht alle Objekte auf diesem Token – %1 sowie alle nicht aufgeführten privaten Objekte – und setzt die Benutzer-PIN zurück. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="56"/>
        <source>Initialising destroys every object on this token — keys, certificates and data — and resets the user PIN. This cannot be undone.</source>
        <translation>Das Initialisieren löscht alle Objekte auf diesem Token – Schlüssel, Zertifikate und Daten – und setzt die Benutzer-PIN zurück. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="60"/>
        <source>Current &amp;admin PIN:</source>
        <translation>Aktuelle &amp;Admin-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="61"/>
        <source>Current &amp;SO PIN:</source>
        <translation>Aktuelle &amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="62"/>
        <source>New &amp;SO PIN:</source>
        <translation>Neue &amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="73"/>
        <source>&amp;Initialise</source>
        <translation>&amp;Initialisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="106"/>
        <source>To confirm, type the token&apos;s current label “%1”:</source>
        <translation>Geben Sie zur Bestätigung die aktuelle Bezeichnung „%1“ des Tokens ein:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="107"/>
        <source>To confirm, type the new label “%1”:</source>
        <translation>Geben Sie zur Bestätigung die neue Bezeichnung „%1“ ein:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="116"/>
        <source>The token needs a label.</source>
        <translation>Das Token benötigt eine Bezeichnung.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="118"/>
        <source>The label is longer than 32 bytes.</source>
        <translation>Die Bezeichnung ist länger als 32 Bytes.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="121"/>
        <source>Enter the admin PIN.</source>
        <translation>Geben Sie die Admin-PIN ein.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="121"/>
        <source>Enter the SO PIN.</source>
        <translation>Geben Sie die SO-PIN ein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="126"/>
        <source>The SO PIN needs at least %n characters.</source>
        <translation>
            <numerusform>Die SO-PIN benötigt mindestens %n Zeichen.</numerusform>
            <numerusform>Die SO-PIN benötigt mindestens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="127"/>
        <source>The two SO PINs differ.</source>
        <translation>Die beiden SO-PINs stimmen nicht überein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="131"/>
        <source>The user PIN needs at least %n characters.</source>
        <translation>
            <numerusform>Die Benutzer-PIN benötigt mindestens %n Zeichen.</numerusform>
            <numerusform>Die Benutzer-PIN benötigt mindestens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="132"/>
        <source>The two user PINs differ.</source>
        <translation>Die beiden Benutzer-PINs stimmen nicht überein.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/InitTokenDialog.cpp" line="134"/>
        <source>Type the label exactly to enable Initialise.</source>
        <translation>Geben Sie die Bezeichnung exakt ein, um „Initialisieren“ zu aktivieren.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::KeyGenDialog</name>
    <message>
        <location filename="../src/gui/token/KeyGenDialog.cpp" line="64"/>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/KeyGenDialog.cpp" line="80"/>
        <source>This token offers no key pair generation Keyward knows.</source>
        <translation>Dieses Token bietet keine Schlüsselpaarerzeugung, die Keyward kennt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/KeyGenDialog.cpp" line="83"/>
        <source>An RSA 4096 key can take a while on a hardware token.</source>
        <translation>Ein RSA-4096-Schlüssel kann auf einem Hardware-Token eine Weile dauern.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::MechanismTableModel</name>
    <message>
        <location filename="../src/gui/token/MechanismTableModel.cpp" line="43"/>
        <source>Mechanism 0x%1</source>
        <translation>Mechanismus 0x%1</translation>
    </message>
    <message>
        <location filename="../src/gui/token/MechanismTableModel.cpp" line="58"/>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../src/gui/token/MechanismTableModel.cpp" line="60"/>
        <source>Min. key size</source>
        <translation>Min. Schlüsselgröße</translation>
    </message>
    <message>
        <location filename="../src/gui/token/MechanismTableModel.cpp" line="62"/>
        <source>Max. key size</source>
        <translation>Max. Schlüsselgröße</translation>
    </message>
    <message>
        <location filename="../src/gui/token/MechanismTableModel.cpp" line="64"/>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ObjectTableModel</name>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="25"/>
        <source>%1 bits</source>
        <translation>%1 Bit</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="40"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="40"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="122"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="151"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="124"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="152"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="126"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="153"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="128"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="130"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="155"/>
        <source>Size / curve</source>
        <translation>Größe / Kurve</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="132"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="156"/>
        <source>Usage</source>
        <translation>Verwendung</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="134"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="168"/>
        <source>Subject</source>
        <translation>Subjekt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="138"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="172"/>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="154"/>
        <source>Key type</source>
        <translation>Schlüsseltyp</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="158"/>
        <source>Private object</source>
        <translation>Privates Objekt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="162"/>
        <source>Sensitive</source>
        <translation>Sensitiv</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="163"/>
        <source>Extractable</source>
        <translation>Extrahierbar</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="164"/>
        <source>Generated on the token</source>
        <translation>Auf dem Token erzeugt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="136"/>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="169"/>
        <source>Issuer</source>
        <translation>Aussteller</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="170"/>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="171"/>
        <source>Valid from</source>
        <translation>Gültig ab</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="173"/>
        <source>Public key</source>
        <translation>Öffentlicher Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="174"/>
        <source>Self-signed</source>
        <translation>Selbstsigniert</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="175"/>
        <source>SHA-256 fingerprint</source>
        <translation>SHA-256-Fingerabdruck</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="176"/>
        <source>SHA-1 fingerprint</source>
        <translation>SHA-1-Fingerabdruck</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ObjectTableModel.cpp" line="178"/>
        <source>PKCS#11 URI</source>
        <translation>PKCS#11-URI</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::PinDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/token/PinDialog.cpp" line="72"/>
        <source>The new PIN needs at least %n characters.</source>
        <translation>
            <numerusform>Die neue PIN benötigt mindestens %n Zeichen.</numerusform>
            <numerusform>Die neue PIN benötigt mindestens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/PinDialog.cpp" line="76"/>
        <source>The two new PINs differ.</source>
        <translation>Die beiden neuen PINs stimmen nicht überein.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::PoolFillDialog</name>
    <message>
        <location filename="../src/gui/token/PoolFillDialog.cpp" line="22"/>
        <source>Fill the key pool</source>
        <translation>Schlüsselpool füllen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/PoolFillDialog.cpp" line="25"/>
        <source>Key pairs are generated on “%1”, each private key is wrapped with %2 under the pool&apos;s key-encryption key, which never leaves the token, and only the wrapped key and the public key are stored on this computer.</source>
        <translation>Auf „%1“ werden Schlüsselpaare erzeugt; jeder private Schlüssel wird mit %2 unter dem Schlüsselverschlüsselungsschlüssel des Pools verpackt, der das Token nie verlässt, und nur der verpackte und der öffentliche Schlüssel werden auf diesem Computer gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/PoolFillDialog.cpp" line="42"/>
        <source>&amp;Key type:</source>
        <translation>Schlüssel&amp;typ:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/PoolFillDialog.cpp" line="43"/>
        <source>&amp;Number of keys:</source>
        <translation>&amp;Anzahl der Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/PoolFillDialog.cpp" line="48"/>
        <source>&amp;Fill</source>
        <translation>&amp;Füllen</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ProvisionDialog</name>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="100"/>
        <source>Provision tokens</source>
        <translation>Token einrichten</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="114"/>
        <source>Choose a provisioning profile (keyward-cli token provision --example prints one).</source>
        <translation>Wählen Sie ein Einrichtungsprofil (keyward-cli token provision --example gibt eines aus).</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="129"/>
        <source>SO PIN:</source>
        <translation>SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="130"/>
        <source>User PIN:</source>
        <translation>Benutzer-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="132"/>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="138"/>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="132"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="132"/>
        <source>What happens to it</source>
        <translation>Was damit geschieht</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="138"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="138"/>
        <source>What was done</source>
        <translation>Was getan wurde</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="138"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="145"/>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="148"/>
        <source>Cancel after this token</source>
        <translation>Nach diesem Token abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="150"/>
        <source>&amp;Save report…</source>
        <translation>Bericht &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="154"/>
        <source>Check the tokens &amp;again</source>
        <translation>Token &amp;erneut prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="206"/>
        <source>Choose a provisioning profile</source>
        <translation>Einrichtungsprofil wählen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="251"/>
        <source>This profile initialises each token it selects. Key pairs it then generates on each: %n.</source>
        <translation>
            <numerusform>Dieses Profil initialisiert jedes Token, das es auswählt, und erzeugt danach auf jedem %n Schlüsselpaar.</numerusform>
            <numerusform>Dieses Profil initialisiert jedes Token, das es auswählt, und erzeugt danach auf jedem %n Schlüsselpaare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="254"/>
        <source>This profile adds key pairs to each token it selects. Key pairs per token: %n.</source>
        <translation>
            <numerusform>Dieses Profil fügt jedem Token, das es auswählt, %n Schlüsselpaar hinzu.</numerusform>
            <numerusform>Dieses Profil fügt jedem Token, das es auswählt, %n Schlüsselpaare hinzu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="306"/>
        <source>Tokens to be provisioned: %n.</source>
        <translation>
            <numerusform>Einzurichtendes Token: %n.</numerusform>
            <numerusform>Einzurichtende Token: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="328"/>
        <source>Initialise tokens</source>
        <translation>Token initialisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="329"/>
        <source>Initialising destroys every key, certificate and data object on each token listed here: %1. Do you want to go on?</source>
        <translation>Das Initialisieren löscht alle Schlüssel, Zertifikate und Datenobjekte auf jedem hier aufgeführten Token: %1. Möchten Sie fortfahren?</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="452"/>
        <source>Provisioning finished. Tokens in the report: %n. To run the profile again, check the tokens again first.</source>
        <translation>
            <numerusform>Die Einrichtung ist abgeschlossen. Token im Bericht: %n. Um das Profil erneut auszuführen, prüfen Sie zuerst die Token erneut.</numerusform>
            <numerusform>Die Einrichtung ist abgeschlossen. Token im Bericht: %n. Um das Profil erneut auszuführen, prüfen Sie zuerst die Token erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="472"/>
        <source>Save the provisioning report</source>
        <translation>Einrichtungsbericht speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="160"/>
        <source>Tokens the profile will touch:</source>
        <translation>Token, auf die das Profil wirkt:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="106"/>
        <source>&amp;Profile:</source>
        <translation>&amp;Profil:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="108"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="164"/>
        <source>Report:</source>
        <translation>Bericht:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="172"/>
        <source>Cancelling: the token being provisioned stops between steps and no further token is started.</source>
        <translation>Wird abgebrochen: Das gerade eingerichtete Token hält zwischen zwei Schritten an, und es wird kein weiteres Token begonnen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="208"/>
        <source>Provisioning profiles (*.json)</source>
        <translation>Einrichtungsprofile (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="241"/>
        <source>Read from %1.</source>
        <translation>Aus %1 gelesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="243"/>
        <source>Not needed by this profile.</source>
        <translation>Von diesem Profil nicht benötigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="262"/>
        <source>Looking for the tokens the profile selects…</source>
        <translation>Die vom Profil ausgewählten Token werden gesucht…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="298"/>
        <source>Initialised: every key, certificate and data object on it is destroyed, then it gets the profile&apos;s keys.</source>
        <translation>Initialisiert: Alle Schlüssel, Zertifikate und Datenobjekte darauf werden gelöscht, danach erhält es die Schlüssel des Profils.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="300"/>
        <source>Nothing is removed; the profile&apos;s keys are added.</source>
        <translation>Nichts wird entfernt; die Schlüssel des Profils werden hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="305"/>
        <source>No present token matches the profile.</source>
        <translation>Kein vorhandenes Token passt zum Profil.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="336"/>
        <source>Nothing was done: initialising was not confirmed.</source>
        <translation>Es wurde nichts getan: Das Initialisieren wurde nicht bestätigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="353"/>
        <source>Provisioning…</source>
        <translation>Einrichtung läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="430"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="431"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="432"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="451"/>
        <source>Cancelled: the report says what was done on each token.</source>
        <translation>Abgebrochen: Der Bericht zeigt, was auf jedem Token erledigt wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="473"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="480"/>
        <source>The report could not be saved to %1.</source>
        <translation>Der Bericht konnte nicht nach %1 gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="483"/>
        <source>The report was saved to %1.</source>
        <translation>Der Bericht wurde nach %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ScHsmDkekActions</name>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="18"/>
        <source>Create &amp;DKEK share…</source>
        <translation>&amp;DKEK-Anteil erstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="19"/>
        <source>Import D&amp;KEK share…</source>
        <translation>D&amp;KEK-Anteil importieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="20"/>
        <source>&amp;Back up key (wrapped under the DKEK)…</source>
        <translation>Schlüssel &amp;sichern (unter dem DKEK verpackt)…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="21"/>
        <source>&amp;Restore wrapped key…</source>
        <translation>Verpackten Schlüssel &amp;wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="74"/>
        <source>Make a new DKEK share file on this computer under a password or a password split among key custodians; no device is used</source>
        <translation>Eine neue DKEK-Anteilsdatei auf diesem Computer erstellen, unter einem Passwort oder einem unter Verwahrern aufgeteilten Passwort; kein Gerät wird verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="76"/>
        <source>Wait until the running operation ends</source>
        <translation>Warten Sie, bis der laufende Vorgang endet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="78"/>
        <source>Import a DKEK share file into the device; its password is asked next</source>
        <translation>Eine DKEK-Anteilsdatei in das Gerät importieren; ihr Passwort wird anschließend abgefragt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="80"/>
        <source>The device waits for no DKEK share: it was initialised without shares, or all are imported</source>
        <translation>Das Gerät wartet auf keinen DKEK-Anteil: Es wurde ohne Anteile initialisiert, oder alle sind importiert</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="82"/>
        <source>The device has no complete DKEK: initialise it with DKEK shares and import them first</source>
        <translation>Das Gerät hat keinen vollständigen DKEK: Initialisieren Sie es mit DKEK-Anteilen und importieren Sie diese zuerst</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="84"/>
        <source>The user PIN is not set or is blocked</source>
        <translation>Die Benutzer-PIN ist nicht gesetzt oder gesperrt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="88"/>
        <source>Restore a key wrapped under this DKEK from a file</source>
        <translation>Einen unter diesem DKEK verpackten Schlüssel aus einer Datei wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="92"/>
        <source>Select a key in the object list first</source>
        <translation>Wählen Sie zuerst einen Schlüssel in der Objektliste aus</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekActions.cpp" line="93"/>
        <source>Write the selected key, wrapped under the DKEK, to a new file; the key stays on the device</source>
        <translation>Den ausgewählten Schlüssel, unter dem DKEK verpackt, in eine neue Datei schreiben; der Schlüssel bleibt auf dem Gerät</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ScHsmDkekCreateDialog</name>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="55"/>
        <source>A new DKEK share is made on this computer and written to %1 (readable by you only); no device is used. Whoever holds the file and what opens it holds this part of the DKEK: a SmartCard-HSM initialised for DKEK shares imports it with Import DKEK share… or sc-hsm-tool --import-dkek-share.</source>
        <translation>Ein neuer DKEK-Anteil wird auf diesem Computer erstellt und nach %1 geschrieben (nur für Sie lesbar); kein Gerät wird verwendet. Wer die Datei und das, was sie öffnet, besitzt, besitzt diesen Teil des DKEK: Ein für DKEK-Anteile initialisiertes SmartCard-HSM importiert ihn mit „DKEK-Anteil importieren…“ oder sc-hsm-tool --import-dkek-share.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="66"/>
        <source>Protect it with a &amp;password you choose:</source>
        <translation>Mit einem selbst gewählten &amp;Passwort schützen:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="75"/>
        <source>Pass&amp;word (at least %1 characters):</source>
        <translation>Pass&amp;wort (mindestens %1 Zeichen):</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="80"/>
        <source>&amp;Repeat the password:</source>
        <translation>Passwort &amp;wiederholen:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="83"/>
        <source>&amp;Split a random password among key custodians:</source>
        <translation>Ein zufälliges Passwort unter Verwahrern auf&amp;teilen:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="88"/>
        <source>&amp;Any</source>
        <translation>&amp;Beliebige</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="94"/>
        <source>&amp;of</source>
        <translation>v&amp;on</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="100"/>
        <source>password shares open the file</source>
        <translation>Passwortanteilen öffnen die Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="126"/>
        <source>&amp;Create share</source>
        <translation>Anteil &amp;erstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="180"/>
        <source>The password shares are written beside the share file, in %1, one file for each key custodian (readable by you only):</source>
        <translation>Die Passwortanteile werden neben die Anteilsdatei geschrieben, nach %1, eine Datei für jeden Verwahrer (nur für Sie lesbar):</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmDkekCreateDialog.cpp" line="190"/>
        <source>A split password is random and nobody types it: the chosen number of its password shares, written as files beside the share file, open the share.</source>
        <translation>Ein aufgeteiltes Passwort ist zufällig und niemand tippt es: Die gewählte Anzahl seiner Passwortanteile, als Dateien neben der Anteilsdatei geschrieben, öffnet den Anteil.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::ScHsmInitDialog</name>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="22"/>
        <source>Initialise SmartCard-HSM</source>
        <translation>SmartCard-HSM initialisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="25"/>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="27"/>
        <source>SmartCard-HSM “%1”, serial %2, in the reader “%3”. Initialising deletes every key, certificate and data object on the device and sets a new user PIN. This cannot be undone.</source>
        <translation>SmartCard-HSM „%1“, Seriennummer %2, im Kartenleser „%3“. Das Initialisieren löscht alle Schlüssel, Zertifikate und Datenobjekte auf dem Gerät und setzt eine neue Benutzer-PIN. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="30"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="41"/>
        <source>Current &amp;SO PIN:</source>
        <translation>Aktuelle &amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="44"/>
        <source>16 hexadecimal digits. A device that was never initialised has the factory SO PIN %1; change it after initialising.</source>
        <translation>16 Hexadezimalziffern. Ein Gerät, das noch nie initialisiert wurde, hat die Werks-SO-PIN %1; ändern Sie sie nach dem Initialisieren.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="54"/>
        <source>New &amp;user PIN (6 to 16 characters):</source>
        <translation>Neue &amp;Benutzer-PIN (6 bis 16 Zeichen):</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="58"/>
        <source>&amp;Repeat the user PIN:</source>
        <translation>Benutzer-PIN &amp;wiederholen:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="63"/>
        <source>User PIN &amp;tries:</source>
        <translation>Benutzer-PIN-&amp;Versuche:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="75"/>
        <source>&amp;No DKEK: keys never leave the device, not even wrapped</source>
        <translation>&amp;Kein DKEK: Schlüssel verlassen das Gerät nie, auch nicht verpackt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="78"/>
        <source>A DKEK from &amp;shares, for wrapped key backups:</source>
        <translation>Ein DKEK aus &amp;Anteilen, für verpackte Schlüsselsicherungen:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="83"/>
        <source> shares</source>
        <translation> Anteile</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="91"/>
        <source>With shares, the device makes no keys until every share is imported (sc-hsm-tool --import-dkek-share).</source>
        <translation>Mit Anteilen erzeugt das Gerät keine Schlüssel, bis jeder Anteil importiert ist (sc-hsm-tool --import-dkek-share).</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="98"/>
        <source>I understand that every key on this device is deleted.</source>
        <translation>Mir ist bewusst, dass alle Schlüssel auf diesem Gerät gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="107"/>
        <source>&amp;Initialise</source>
        <translation>&amp;Initialisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ScHsmInitDialog.cpp" line="155"/>
        <source>The two user PINs differ.</source>
        <translation>Die beiden Benutzer-PINs stimmen nicht überein.</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::TokenOperations</name>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="96"/>
        <source>This token does not accept the private key: %1 Nothing was written.</source>
        <translation>Dieses Token nimmt den privaten Schlüssel nicht an: %1 Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="119"/>
        <location filename="../src/gui/token/TokenOperations.cpp" line="161"/>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="143"/>
        <source>Reading the token…</source>
        <translation>Token wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="139"/>
        <source>Opening the token</source>
        <translation>Token wird geöffnet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="178"/>
        <source>Reading the mechanisms…</source>
        <translation>Mechanismen werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="198"/>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="316"/>
        <source>Listing the objects…</source>
        <translation>Objekte werden aufgelistet…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="232"/>
        <source>Using the SO PIN</source>
        <translation>SO-PIN wird verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="232"/>
        <source>Using the user PIN</source>
        <translation>Benutzer-PIN wird verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="237"/>
        <source>Final SO PIN try</source>
        <translation>Letzter SO-PIN-Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="237"/>
        <source>Final PIN try</source>
        <translation>Letzter PIN-Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="239"/>
        <source>Enter the PIN only if you are sure of it.</source>
        <translation>Geben Sie die PIN nur ein, wenn Sie sich sicher sind.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="240"/>
        <source>&amp;Try the PIN</source>
        <translation>PIN &amp;versuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="251"/>
        <source>User &amp;PIN:</source>
        <translation>Benutzer-&amp;PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="253"/>
        <source>&amp;Admin PIN:</source>
        <translation>&amp;Admin-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="295"/>
        <source>Log in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="296"/>
        <source>Enter the user PIN of “%1” to list its private objects.</source>
        <translation>Geben Sie die Benutzer-PIN von „%1“ ein, um die privaten Objekte aufzulisten.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="310"/>
        <source>Logging out…</source>
        <translation>Abmeldung läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="317"/>
        <source>Logged out of “%1”: the next operation asks for the user PIN.</source>
        <translation>Von „%1“ abgemeldet: Die nächste Operation fragt nach der Benutzer-PIN.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="36"/>
        <source>Initialising the token…</source>
        <translation>Token wird initialisiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="50"/>
        <source>Token initialised as “%1”.</source>
        <translation>Token als „%1“ initialisiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="51"/>
        <source>Token initialised as “%1” (serial %2).</source>
        <translation>Token als „%1“ initialisiert (Seriennummer %2).</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="65"/>
        <source>Setting the user PIN…</source>
        <translation>Benutzer-PIN wird gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="73"/>
        <source>Token initialised as “%1”; user PIN set.</source>
        <translation>Token als „%1“ initialisiert; Benutzer-PIN gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="74"/>
        <source>Token initialised as “%1” (serial %2); user PIN set.</source>
        <translation>Token als „%1“ initialisiert (Seriennummer %2); Benutzer-PIN gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="253"/>
        <source>&amp;SO PIN:</source>
        <translation>&amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="117"/>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="122"/>
        <source>&amp;New user PIN:</source>
        <translation>&amp;Neue Benutzer-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="121"/>
        <source>Current user &amp;PIN:</source>
        <translation>Aktuelle Benutzer-&amp;PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="35"/>
        <source>Cancelling: the user PIN will not be set…</source>
        <translation>Wird abgebrochen: Die Benutzer-PIN wird nicht gesetzt…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="56"/>
        <source>Initialising the token</source>
        <translation>Token wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="57"/>
        <source>Cancelled after the initialisation: the token is now “%1”, but its user PIN was not set (Token ▸ Set or Unblock User PIN sets it).</source>
        <translation>Nach der Initialisierung abgebrochen: Das Token heißt jetzt „%1“, aber seine Benutzer-PIN wurde nicht gesetzt (Token ▸ Benutzer-PIN setzen oder entsperren setzt sie).</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="119"/>
        <source>Current &amp;admin PIN:</source>
        <translation>Aktuelle &amp;Admin-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="120"/>
        <source>Current &amp;SO PIN:</source>
        <translation>Aktuelle &amp;SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="122"/>
        <source>&amp;New SO PIN:</source>
        <translation>&amp;Neue SO-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPinOperations.cpp" line="122"/>
        <source>&amp;New admin PIN:</source>
        <translation>&amp;Neue Admin-PIN:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenOperations.cpp" line="354"/>
        <source>Saving %1</source>
        <translation>%1 wird gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="202"/>
        <source>Export certificate</source>
        <translation>Zertifikat exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="202"/>
        <source>Export public key</source>
        <translation>Öffentlichen Schlüssel exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="205"/>
        <source>PEM certificate (*.pem *.crt)</source>
        <translation>PEM-Zertifikat (*.pem *.crt)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="205"/>
        <source>PEM public key (*.pem)</source>
        <translation>Öffentlicher PEM-Schlüssel (*.pem)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="206"/>
        <source>DER certificate (*.der *.cer)</source>
        <translation>DER-Zertifikat (*.der *.cer)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="206"/>
        <source>DER public key (*.der)</source>
        <translation>Öffentlicher DER-Schlüssel (*.der)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="220"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="221"/>
        <source>Enter the user PIN to read “%1”.</source>
        <translation>Geben Sie die Benutzer-PIN ein, um „%1“ zu lesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="227"/>
        <source>Exporting…</source>
        <translation>Wird exportiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="250"/>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="268"/>
        <source>Making the URI…</source>
        <translation>URI wird erstellt…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenObjectOperations.cpp" line="286"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmOperations.cpp" line="38"/>
        <source>Initialising the SmartCard-HSM…</source>
        <translation>SmartCard-HSM wird initialisiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmOperations.cpp" line="80"/>
        <source>Reading the SmartCard-HSM&apos;s status…</source>
        <translation>Status des SmartCard-HSM wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmOperations.cpp" line="88"/>
        <source>The SmartCard-HSM&apos;s own status could not be read: %1</source>
        <translation>Der eigene Status des SmartCard-HSM konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="30"/>
        <source>The token is blank; initialise it before it can keep a key pool.</source>
        <translation>Das Token ist leer; initialisieren Sie es, damit es einen Schlüsselpool führen kann.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="66"/>
        <source>Fill the key pool</source>
        <translation>Schlüsselpool füllen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="67"/>
        <source>Enter the user PIN of “%1” to fill its key pool.</source>
        <translation>Geben Sie die Benutzer-PIN von „%1“ ein, um dessen Schlüsselpool zu füllen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="103"/>
        <source>The key pool of “%1” is empty already.</source>
        <translation>Der Schlüsselpool von „%1“ ist bereits leer.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="106"/>
        <source>Empty the key pool</source>
        <translation>Schlüsselpool leeren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolOperations.cpp" line="106"/>
        <source>&amp;Empty the pool</source>
        <translation>Pool &amp;leeren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="129"/>
        <source>Choose a DKEK share file</source>
        <translation>DKEK-Anteilsdatei auswählen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="89"/>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="130"/>
        <source>DKEK share files (*.pbe *.dkek)</source>
        <translation>DKEK-Anteilsdateien (*.pbe *.dkek)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="88"/>
        <source>Write the new DKEK share to</source>
        <translation>Den neuen DKEK-Anteil schreiben nach</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="136"/>
        <source>Enter the password of the DKEK share in %1. The share is decrypted on this computer before anything is sent to the device. A share whose password was split into password shares (n of m) is imported with keyward-cli token dkek import-share --password-shares instead.</source>
        <translation>Geben Sie das Passwort des DKEK-Anteils in %1 ein. Der Anteil wird auf diesem Rechner entschlüsselt, bevor etwas an das Gerät gesendet wird. Ein Anteil, dessen Passwort in Passwortanteile aufgeteilt wurde (n von m), wird stattdessen mit keyward-cli token dkek import-share --password-shares importiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="141"/>
        <source>Share &amp;password:</source>
        <translation>&amp;Passwort des Anteils:</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="147"/>
        <source>&amp;Import share</source>
        <translation>Anteil &amp;importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="196"/>
        <source>Back up “%1” to a new file</source>
        <translation>„%1“ in eine neue Datei sichern</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="197"/>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="256"/>
        <source>Wrapped keys (*.wky)</source>
        <translation>Verpackte Schlüssel (*.wky)</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="207"/>
        <source>Enter the user PIN of “%1”: the SmartCard-HSM wraps the key “%2” under its DKEK into the new file %3. The key stays on the device; the file opens only on a device with the same DKEK.</source>
        <translation>Geben Sie die Benutzer-PIN von „%1“ ein: Das SmartCard-HSM verpackt den Schlüssel „%2“ unter seinem DKEK in die neue Datei %3. Der Schlüssel bleibt auf dem Gerät; die Datei lässt sich nur auf einem Gerät mit demselben DKEK öffnen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="229"/>
        <source>The SmartCard-HSM describes no key with the ID of “%1”; nothing was written.</source>
        <translation>Das SmartCard-HSM beschreibt keinen Schlüssel mit der ID von „%1“; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="240"/>
        <source>Wrapping “%1” under the SmartCard-HSM&apos;s DKEK into %2 (the key stays on the device)…</source>
        <translation>„%1“ wird unter dem DKEK des SmartCard-HSM in %2 verpackt (der Schlüssel bleibt auf dem Gerät)…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="255"/>
        <source>Choose a wrapped key to restore</source>
        <translation>Wiederherzustellenden verpackten Schlüssel auswählen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="267"/>
        <source>Enter the user PIN of “%1”: the SmartCard-HSM unwraps the key in %2 under its DKEK and stores it under its first free key reference. No key on the device is replaced.</source>
        <translation>Geben Sie die Benutzer-PIN von „%1“ ein: Das SmartCard-HSM entpackt den Schlüssel in %2 mit seinem DKEK und speichert ihn unter seiner ersten freien Schlüsselreferenz. Kein Schlüssel auf dem Gerät wird ersetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="290"/>
        <source>Every key reference of the SmartCard-HSM is in use; nothing was changed.</source>
        <translation>Alle Schlüsselreferenzen des SmartCard-HSM sind belegt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="300"/>
        <source>Unwrapping the key in %1 into the SmartCard-HSM…</source>
        <translation>Der Schlüssel in %1 wird in das SmartCard-HSM entpackt…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="337"/>
        <source>The token does not list a private key with ID %1 yet; Reread shows it once the module reads the device again.</source>
        <translation>Das Token listet noch keinen privaten Schlüssel mit der ID %1; „Neu lesen“ zeigt ihn, sobald das Modul das Gerät erneut liest.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenScHsmDkekOperations.cpp" line="340"/>
        <source>The token lists it as the private key “%1” (ID %2).</source>
        <translation>Das Token listet ihn als privaten Schlüssel „%1“ (ID %2).</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::TokenPage</name>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="186"/>
        <location filename="../src/gui/token/TokenPage.cpp" line="502"/>
        <source>&amp;Initialise token…</source>
        <translation>Token &amp;initialisieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="187"/>
        <location filename="../src/gui/token/TokenPage.cpp" line="526"/>
        <source>Set or &amp;unblock user PIN…</source>
        <translation>Benutzer-PIN setzen oder &amp;entsperren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="188"/>
        <source>&amp;Change user PIN…</source>
        <translation>Benutzer-PIN ä&amp;ndern…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="189"/>
        <location filename="../src/gui/token/TokenPage.cpp" line="508"/>
        <source>Change &amp;SO PIN…</source>
        <translation>S&amp;O-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="190"/>
        <source>&amp;Generate key pair…</source>
        <translation>Schlüssel&amp;paar erzeugen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="190"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="191"/>
        <source>Import &amp;certificate…</source>
        <translation>&amp;Zertifikat importieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="192"/>
        <source>Import &amp;PKCS#12…</source>
        <translation>PKCS#&amp;12 importieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="193"/>
        <source>Create certificate &amp;request…</source>
        <translation>Zertifikats&amp;anforderung erstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="193"/>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="194"/>
        <source>Create &amp;self-signed certificate…</source>
        <translation>&amp;Selbstsigniertes Zertifikat erstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="195"/>
        <source>&amp;Export certificate or public key…</source>
        <translation>Zertifikat oder öffentlichen Schlüssel e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="195"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="196"/>
        <source>Copy PKCS#11 &amp;URI</source>
        <translation>PKCS#11-&amp;URI kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="196"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="197"/>
        <source>Copy &amp;ID</source>
        <translation>&amp;ID kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="198"/>
        <source>Use this &amp;key in…</source>
        <translation>&amp;Diesen Schlüssel verwenden in…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="199"/>
        <source>&amp;Delete…</source>
        <translation>L&amp;öschen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="334"/>
        <source>virtual card: results are labelled virtual</source>
        <translation>virtuelle Karte: Ergebnisse werden als virtuell gekennzeichnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/TokenPage.cpp" line="409"/>
        <source>%n public object(s). Private keys are listed after Log in (Ctrl+L) with the user PIN.</source>
        <translation>
            <numerusform>%n öffentliches Objekt. Private Schlüssel werden nach „Anmelden“ (Ctrl+L) mit der Benutzer-PIN aufgelistet.</numerusform>
            <numerusform>%n öffentliche Objekte. Private Schlüssel werden nach „Anmelden“ (Ctrl+L) mit der Benutzer-PIN aufgelistet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="501"/>
        <source>&amp;Initialise SmartCard-HSM…</source>
        <translation>SmartCard-HSM &amp;initialisieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="507"/>
        <source>Change &amp;admin PIN…</source>
        <translation>&amp;Admin-PIN ändern…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="532"/>
        <source>Logged in</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="534"/>
        <source>The user PIN is not asked again until Log Out (Ctrl+Shift+L).</source>
        <translation>Die Benutzer-PIN wird bis „Abmelden“ (Ctrl+Shift+L) nicht erneut abgefragt.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="200"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="119"/>
        <source>&amp;Provision tokens…</source>
        <translation>Token ein&amp;richten…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="131"/>
        <source>The device reports: %1</source>
        <translation>Das Gerät meldet: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="200"/>
        <source>&amp;Log in…</source>
        <translation>&amp;Anmelden…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="201"/>
        <source>Enter the user PIN once and see the private objects; the token stays logged in until Log Out</source>
        <translation>Benutzer-PIN einmal eingeben und die privaten Objekte sehen; das Token bleibt bis „Abmelden“ angemeldet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="203"/>
        <source>Log &amp;out</source>
        <translation>Abmel&amp;den</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="203"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="204"/>
        <source>End the login: the next operation asks for the user PIN again</source>
        <translation>Anmeldung beenden: Die nächste Operation fragt erneut nach der Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="206"/>
        <source>Re&amp;read</source>
        <translation>Neu &amp;lesen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="207"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="324"/>
        <source>serial %1</source>
        <translation>Seriennummer %1</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="326"/>
        <source>module %1</source>
        <translation>Modul %1</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="335"/>
        <source>software token: results are labelled virtual</source>
        <translation>Software-Token: Ergebnisse werden als virtuell gekennzeichnet</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="405"/>
        <source>The token is blank; it holds no objects.</source>
        <translation>Das Token ist leer; es enthält keine Objekte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/token/TokenPage.cpp" line="407"/>
        <source>%n object(s), private ones included.</source>
        <translation>
            <numerusform>%n Objekt, private eingeschlossen.</numerusform>
            <numerusform>%n Objekte, private eingeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="431"/>
        <source>Select an object to see its details.</source>
        <translation>Wählen Sie ein Objekt aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPage.cpp" line="525"/>
        <source>&amp;Unblock user PIN…</source>
        <translation>Benutzer-PIN &amp;entsperren…</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::TokenPoolGroup</name>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="19"/>
        <source>Key pool</source>
        <translation>Schlüsselpool</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="23"/>
        <source>Fill…</source>
        <translation>Füllen…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="24"/>
        <source>Empty the pool…</source>
        <translation>Pool leeren…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="31"/>
        <source>Key pool status</source>
        <translation>Schlüsselpool-Status</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="33"/>
        <source>%v of %m keys</source>
        <translation>%v von %m Schlüsseln</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="36"/>
        <source>Generate key pairs on the token, wrap their private keys and store them on this computer</source>
        <translation>Schlüsselpaare auf dem Token erzeugen, ihre privaten Schlüssel verpacken und auf diesem Computer speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="39"/>
        <source>Remove every wrapped key of this token from this computer</source>
        <translation>Alle verpackten Schlüssel dieses Tokens von diesem Computer entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/token/TokenPoolGroup.cpp" line="65"/>
        <source>Reading the key pool…</source>
        <translation>Schlüsselpool wird gelesen…</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::TokenTlsAdvice</name>
    <message>
        <location filename="../src/gui/token/TokenTlsAdvice.cpp" line="70"/>
        <source>Key type for TLS, from the handshakes measured on this token: %1</source>
        <translation>Schlüsseltyp für TLS, nach den auf diesem Token gemessenen Handshakes: %1</translation>
    </message>
</context>
<context>
    <name>keyward::gui::token::UseKeyDialog</name>
    <message>
        <location filename="../src/gui/token/UseKeyDialog.cpp" line="20"/>
        <source>Use this key in…</source>
        <translation>Diesen Schlüssel verwenden in…</translation>
    </message>
    <message>
        <location filename="../src/gui/token/UseKeyDialog.cpp" line="23"/>
        <source>How other programs use the key &quot;%1&quot; on the token. The snippets name the token and the key, never the PIN.</source>
        <translation>Wie andere Programme den Schlüssel „%1“ auf dem Token verwenden. Die Snippets nennen das Token und den Schlüssel, niemals die PIN.</translation>
    </message>
    <message>
        <location filename="../src/gui/token/UseKeyDialog.cpp" line="47"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::AgentSession</name>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="59"/>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="75"/>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="106"/>
        <source>Restarting scdaemon</source>
        <translation>scdaemon wird neu gestartet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="85"/>
        <source>Asking gpg-agent</source>
        <translation>gpg-agent wird gefragt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="117"/>
        <source>GnuPG 2.2&apos;s scdaemon could not be switched to the reader %1 that holds the card %2, so nothing was done: %3</source>
        <translation>Der scdaemon von GnuPG 2.2 konnte nicht auf den Leser %1 umgestellt werden, in dem die Karte %2 steckt; daher wurde nichts getan: %3</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="122"/>
        <source>that restarts scdaemon, which Keyward does only for an operation you start; choose the card or press Read card</source>
        <translation>dafür müsste scdaemon neu gestartet werden, und das tut Keyward nur für einen Vorgang, den Sie starten; wählen Sie die Karte aus oder drücken Sie „Karte lesen“</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="127"/>
        <source>gpg-agent does not say whether another program uses it</source>
        <translation>gpg-agent sagt nicht, ob ein anderes Programm ihn verwendet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSessionScdaemon.cpp" line="128"/>
        <source>another program uses gpg-agent now (for example gpg --card-edit, ssh or another Keyward), and restarting scdaemon would end what it does with a card; close it and try again</source>
        <translation>ein anderes Programm verwendet gerade gpg-agent (zum Beispiel gpg --card-edit, ssh oder ein anderes Keyward), und ein Neustart von scdaemon würde beenden, was es mit einer Karte tut; schließen Sie es und versuchen Sie es erneut</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSession.cpp" line="368"/>
        <source>gpg-agent runs, but it has no scdaemon for a second connection (so it is left when gpg-agent ends while scdaemon is busy); gpgconf --kill gpg-agent restarts both</source>
        <translation>gpg-agent läuft, hat aber keinen scdaemon für eine zweite Verbindung (so bleibt er zurück, wenn gpg-agent endet, während scdaemon beschäftigt ist); gpgconf --kill gpg-agent startet beide neu</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSession.cpp" line="390"/>
        <source>gpg-agent runs, but its scdaemon did not come back within %1 s</source>
        <translation>gpg-agent läuft, aber sein scdaemon ist nicht innerhalb von %1 s zurückgekehrt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSession.cpp" line="440"/>
        <source>Asking gpg-agent for its version</source>
        <translation>gpg-agent wird nach seiner Version gefragt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/AgentSession.cpp" line="451"/>
        <source>Reading the card&apos;s serial number</source>
        <translation>Seriennummer der Karte wird gelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardCommand</name>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="128"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="129"/>
        <source>The card %1 is not the one scdaemon answers with (%2); nothing was changed.</source>
        <translation>Die Karte %1 ist nicht die, mit der scdaemon antwortet (%2); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="280"/>
        <source>user PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="282"/>
        <source>reset code</source>
        <translation>Rücksetzcode</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="283"/>
        <source>admin PIN</source>
        <translation>Admin-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="284"/>
        <source>The %1 has one try left. A wrong entry blocks it. Continue?</source>
        <translation>Für %1 bleibt nur noch ein Versuch. Eine falsche Eingabe sperrt sie. Fortfahren?</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="381"/>
        <source>reading the card again to find out what it holds now</source>
        <translation>Karte wird erneut gelesen, um festzustellen, was sie jetzt enthält</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="409"/>
        <source>(The connection broke at the end, but the card&apos;s retry counters show the change was made.)</source>
        <translation>(Die Verbindung brach am Ende ab, aber die Fehlbedienungszähler der Karte zeigen, dass die Änderung durchgeführt wurde.)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="429"/>
        <source>%1 The PINs had been handed over, so the card may now have the new PIN; Keyward could not read the card again to find out. When the card answers again (keyward-cli card status), try the new PIN once; if the card refuses it, the old PIN is still in force (that try counts).</source>
        <translation>%1 Die PINs waren bereits übergeben, daher hat die Karte jetzt möglicherweise die neue PIN; Keyward konnte die Karte nicht erneut lesen, um das festzustellen. Sobald die Karte wieder antwortet (keyward-cli card status), versuchen Sie die neue PIN einmal; lehnt die Karte sie ab, gilt noch die alte PIN (dieser Versuch zählt).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="437"/>
        <source>%1 The new PIN may be in force: the card, read again afterwards, counts no wrong try (retry counters %2 %3 %4, as before), and it does not tell whether the change arrived. Try the new PIN once (for example with gpg --card-edit, then verify); if the card refuses it, the old PIN is still in force (that try counts).</source>
        <translation>%1 Die neue PIN gilt möglicherweise: Die anschließend erneut gelesene Karte zählt keinen Fehlversuch (Fehlbedienungszähler %2 %3 %4, wie zuvor), und sie verrät nicht, ob die Änderung angekommen ist. Versuchen Sie die neue PIN einmal (zum Beispiel mit gpg --card-edit, dann verify); lehnt die Karte sie ab, gilt noch die alte PIN (dieser Versuch zählt).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="451"/>
        <source>KDF is on: the card only takes a PIN hashed as its KDF data object says, so try it through GnuPG or Keyward, not with a tool that sends it in plain.</source>
        <translation>KDF ist an: Die Karte nimmt eine PIN nur so gehasht an, wie es ihr KDF-Datenobjekt vorgibt. Versuchen Sie sie daher über GnuPG oder Keyward, nicht mit einem Werkzeug, das sie im Klartext sendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardCommand.cpp" line="464"/>
        <source>The connection to gpg-agent broke while the card was changing the PIN, and the card does not say whether the change arrived. Keyward can find out by checking the new PIN once: if the card refuses it, the old PIN is still in force and the refused try counts (%n tries left then). Check the new PIN now?</source>
        <translation>
            <numerusform>Die Verbindung zu gpg-agent brach ab, während die Karte die PIN änderte, und die Karte sagt nicht, ob die Änderung angekommen ist. Keyward kann es herausfinden, indem es die neue PIN einmal prüft: Lehnt die Karte sie ab, gilt weiterhin die alte PIN, und der abgelehnte Versuch zählt (danach noch %n Versuch). Die neue PIN jetzt prüfen?</numerusform>
            <numerusform>Die Verbindung zu gpg-agent brach ab, während die Karte die PIN änderte, und die Karte sagt nicht, ob die Änderung angekommen ist. Keyward kann es herausfinden, indem es die neue PIN einmal prüft: Lehnt die Karte sie ab, gilt weiterhin die alte PIN, und der abgelehnte Versuch zählt (danach noch %n Versuche). Die neue PIN jetzt prüfen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardCommand.cpp" line="482"/>
        <source>(The connection broke during the change; checked afterwards, the card takes the new PIN: the new PIN is in force.)</source>
        <translation>(Die Verbindung brach während der Änderung ab; danach geprüft, nimmt die Karte die neue PIN an: Die neue PIN gilt.)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardCommand.cpp" line="492"/>
        <source>The connection broke during the change, and checked afterwards the card refused the new PIN: the old PIN is still in force (%n tries left).</source>
        <translation>
            <numerusform>Die Verbindung brach während der Änderung ab, und danach geprüft lehnte die Karte die neue PIN ab: Die alte PIN gilt weiterhin (noch %n Versuch).</numerusform>
            <numerusform>Die Verbindung brach während der Änderung ab, und danach geprüft lehnte die Karte die neue PIN ab: Die alte PIN gilt weiterhin (noch %n Versuche).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardInfo</name>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="62"/>
        <source>Touch your key (serial %1) to confirm.</source>
        <translation>Berühren Sie zur Bestätigung die Taste Ihrer Karte (Seriennummer %1).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="70"/>
        <source>male</source>
        <translation>männlich</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="73"/>
        <source>female</source>
        <translation>weiblich</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="75"/>
        <source>not announced</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="82"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="84"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="86"/>
        <source>fixed (on until a factory reset)</source>
        <translation>fest (an bis zum Zurücksetzen auf Werkseinstellungen)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="89"/>
        <source>cached</source>
        <translation>zwischengespeichert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="91"/>
        <source>cached, fixed</source>
        <translation>zwischengespeichert, fest</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardInfo.cpp" line="95"/>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardKeyExpiry</name>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="24"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="25"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="35"/>
        <source>The card&apos;s %1 expired on %2: others&apos; software no longer accepts it. Renew it from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>Der %1 der Karte ist am %2 abgelaufen: Die Software anderer nimmt ihn nicht mehr an. Erneuern Sie ihn aus der Datei mit dem geheimen Schlüssel mit „%3“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="38"/>
        <source>The card&apos;s %1 expires on %2, in %n days. Renew it before then from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>
            <numerusform>Der %1 der Karte läuft am %2 ab, in %n Tag. Erneuern Sie ihn vorher aus der Datei mit dem geheimen Schlüssel mit „%3“.</numerusform>
            <numerusform>Der %1 der Karte läuft am %2 ab, in %n Tagen. Erneuern Sie ihn vorher aus der Datei mit dem geheimen Schlüssel mit „%3“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="43"/>
        <source>The card&apos;s %1 expired on %2: others&apos; software no longer accepts them. Renew them from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>Die %1 der Karte sind am %2 abgelaufen: Die Software anderer nimmt sie nicht mehr an. Erneuern Sie sie aus der Datei mit dem geheimen Schlüssel mit „%3“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="46"/>
        <source>The card&apos;s %1 expire on %2, in %n days. Renew them before then from the key&apos;s secret key file with &quot;%3&quot;.</source>
        <translation>
            <numerusform>Die %1 der Karte laufen am %2 ab, in %n Tag. Erneuern Sie sie vorher aus der Datei mit dem geheimen Schlüssel mit „%3“.</numerusform>
            <numerusform>Die %1 der Karte laufen am %2 ab, in %n Tagen. Erneuern Sie sie vorher aus der Datei mit dem geheimen Schlüssel mit „%3“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="55"/>
        <source>The card&apos;s %1 expired on %2: others&apos; software no longer accepts it. Extend its expiry where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>Der %1 der Karte ist am %2 abgelaufen: Die Software anderer nimmt ihn nicht mehr an. Verlängern Sie seinen Ablauf dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="59"/>
        <source>The card&apos;s %1 expires on %2, in %n days. Extend its expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>
            <numerusform>Der %1 der Karte läuft am %2 ab, in %n Tag. Verlängern Sie seinen Ablauf vorher, dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</numerusform>
            <numerusform>Der %1 der Karte läuft am %2 ab, in %n Tagen. Verlängern Sie seinen Ablauf vorher, dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="65"/>
        <source>The card&apos;s %1 expired on %2: others&apos; software no longer accepts them. Extend their expiry where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>Die %1 der Karte sind am %2 abgelaufen: Die Software anderer nimmt sie nicht mehr an. Verlängern Sie ihren Ablauf dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="69"/>
        <source>The card&apos;s %1 expire on %2, in %n days. Extend their expiry before then, where the certificate&apos;s primary key is (&quot;keyward-cli doctor&quot; gives the command).</source>
        <translation>
            <numerusform>Die %1 der Karte laufen am %2 ab, in %n Tag. Verlängern Sie ihren Ablauf vorher, dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</numerusform>
            <numerusform>Die %1 der Karte laufen am %2 ab, in %n Tagen. Verlängern Sie ihren Ablauf vorher, dort, wo der Hauptschlüssel des Zertifikats liegt („keyward-cli doctor“ nennt den Befehl).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="127"/>
        <source>does not expire</source>
        <translation>läuft nicht ab</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="130"/>
        <source>expired on %1</source>
        <translation>abgelaufen am %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardKeyExpiry.cpp" line="131"/>
        <source>expires on %1</source>
        <translation>läuft am %1 ab</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardLock</name>
    <message>
        <location filename="../src/openpgp/CardLock.cpp" line="36"/>
        <source>Another Keyward is using this card (serial %1); try again when it has finished</source>
        <translation>Ein anderes Keyward verwendet diese Karte (Seriennummer %1); versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardReader</name>
    <message>
        <location filename="../src/openpgp/CardReader.cpp" line="125"/>
        <source>Reading data object %1</source>
        <translation>Datenobjekt %1 wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardReader.cpp" line="144"/>
        <source>Reading the card</source>
        <translation>Karte wird gelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardSelection</name>
    <message>
        <location filename="../src/openpgp/CardSelection.cpp" line="48"/>
        <source>Looking for cards</source>
        <translation>Karten werden gesucht</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::CardWatcher</name>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="122"/>
        <source>%1 OpenPGP card</source>
        <translation>OpenPGP-Karte von %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="129"/>
        <source>Specification version</source>
        <translation>Spezifikationsversion</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="130"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="134"/>
        <source>Application ID</source>
        <translation>Anwendungs-ID</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="144"/>
        <source>Cardholder</source>
        <translation>Karteninhaber</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="147"/>
        <source>PIN retry counter</source>
        <translation>PIN-Fehlbedienungszähler</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="148"/>
        <source>user PIN %1, reset code %2, admin PIN %3</source>
        <translation>Benutzer-PIN %1, Rücksetzcode %2, Admin-PIN %3</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="155"/>
        <source>Signature PIN</source>
        <translation>Signatur-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="156"/>
        <source>valid for several signatures</source>
        <translation>gültig für mehrere Signaturen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="157"/>
        <source>asked for every signature</source>
        <translation>bei jeder Signatur abgefragt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="174"/>
        <source>unknown algorithm</source>
        <translation>unbekannter Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="181"/>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="189"/>
        <source>Signature counter</source>
        <translation>Signaturzähler</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="196"/>
        <source>KDF</source>
        <translation>KDF</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="196"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="196"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="51"/>
        <source>Looking for a card</source>
        <translation>Karte wird gesucht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="31"/>
        <source>Signature key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="33"/>
        <source>Encryption key</source>
        <translation>Verschlüsselungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="35"/>
        <source>Authentication key</source>
        <translation>Authentisierungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="37"/>
        <source>Attestation key</source>
        <translation>Attestierungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/CardWatcher.cpp" line="64"/>
        <source>Reading the card</source>
        <translation>Karte wird gelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::ChangePinCommand</name>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="13"/>
        <source>Changing the user PIN</source>
        <translation>Benutzer-PIN wird geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="13"/>
        <source>Changing the admin PIN</source>
        <translation>Admin-PIN wird geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="24"/>
        <source>The user PIN was changed.</source>
        <translation>Die Benutzer-PIN wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="25"/>
        <source>The admin PIN was changed.</source>
        <translation>Die Admin-PIN wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="18"/>
        <source>The user PIN could not be changed: %1.</source>
        <translation>Die Benutzer-PIN konnte nicht geändert werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ChangePinCommand.cpp" line="19"/>
        <source>The admin PIN could not be changed: %1.</source>
        <translation>Die Admin-PIN konnte nicht geändert werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::DevinfoWatcher</name>
    <message>
        <location filename="../src/openpgp/DevinfoWatcher.cpp" line="123"/>
        <source>Watching for cards</source>
        <translation>Auf Karten wird gewartet</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::ExportPublicKeyCommand</name>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="67"/>
        <source>Exporting the SSH public key</source>
        <translation>Öffentlicher SSH-Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="68"/>
        <source>Exporting the public key</source>
        <translation>Öffentlicher Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="79"/>
        <source>SSH public key exported.</source>
        <translation>Öffentlicher SSH-Schlüssel exportiert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="79"/>
        <source>Public key exported.</source>
        <translation>Öffentlicher Schlüssel exportiert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="129"/>
        <source>the card has no key in that slot</source>
        <translation>die Karte hat keinen Schlüssel in diesem Slot</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="147"/>
        <source>no certificate for the card&apos;s keys in the keyring; generate the keys with a certificate or import it first</source>
        <translation>kein Zertifikat für die Kartenschlüssel im Schlüsselbund; erzeugen Sie die Schlüssel mit einem Zertifikat oder importieren Sie es zuerst</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="162"/>
        <source>no SSH form for this key&apos;s algorithm without a certificate</source>
        <translation>keine SSH-Form für den Algorithmus dieses Schlüssels ohne Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="73"/>
        <source>The SSH public key could not be exported: %1.</source>
        <translation>Der öffentliche SSH-Schlüssel konnte nicht exportiert werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ExportPublicKeyCommand.cpp" line="74"/>
        <source>The public key could not be exported: %1.</source>
        <translation>Der öffentliche Schlüssel konnte nicht exportiert werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::FactoryResetCommand</name>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="18"/>
        <source>Resetting the card to factory state</source>
        <translation>Karte wird auf Werkseinstellungen zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="28"/>
        <source>The card was reset. Its PINs are the defaults now (user PIN 123456, admin PIN 12345678): change both before you use it.</source>
        <translation>Die Karte wurde zurückgesetzt. Ihre PINs sind jetzt die Standard-PINs (Benutzer-PIN 123456, Admin-PIN 12345678): Ändern Sie beide vor der Verwendung.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="34"/>
        <source>A factory reset destroys the signature, encryption and authentication keys on the card (copies elsewhere are not touched), the cardholder name, language, URL and login data, the reset code, the KDF setting and the touch policies, and sets the PINs back to 123456 and 12345678. It cannot be undone.</source>
        <translation>Das Zurücksetzen auf Werkseinstellungen löscht die Signatur-, Verschlüsselungs- und Authentisierungsschlüssel auf der Karte (Kopien an anderer Stelle bleiben unberührt), Karteninhabername, Sprache, URL und Login-Daten, den Rücksetzcode, die KDF-Einstellung und die Berührungsrichtlinien und setzt die PINs auf 123456 und 12345678 zurück. Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="49"/>
        <source>not an OpenPGP card</source>
        <translation>keine OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="55"/>
        <source>The serial number typed does not match this card (%1)</source>
        <translation>Die eingegebene Seriennummer passt nicht zu dieser Karte (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="57"/>
        <source>Blocking the PINs</source>
        <translation>PINs werden gesperrt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="73"/>
        <source>Terminating the application</source>
        <translation>Anwendung wird beendet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="83"/>
        <source>Activating the application</source>
        <translation>Anwendung wird aktiviert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="92"/>
        <source>Reconnecting</source>
        <translation>Verbindung wird wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/FactoryResetCommand.cpp" line="23"/>
        <source>The card could not be reset to factory state: %1.</source>
        <translation>Die Karte konnte nicht auf Werkseinstellungen zurückgesetzt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::GenerateKeyCommand</name>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="179"/>
        <source>Creating a certificate for the card&apos;s keys</source>
        <translation>Zertifikat für die Schlüssel der Karte wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="181"/>
        <source>Generating the %1 on the card</source>
        <translation>%1 wird auf der Karte erzeugt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="182"/>
        <source>Generating keys on the card</source>
        <translation>Schlüssel werden auf der Karte erzeugt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="200"/>
        <source>Certificate %1 was created for the card&apos;s signature and encryption keys. The authentication key is not part of it.</source>
        <translation>Zertifikat %1 wurde für den Signatur- und den Verschlüsselungsschlüssel der Karte erstellt. Der Authentisierungsschlüssel gehört nicht dazu.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="203"/>
        <source>Certificate %1 was created for the card&apos;s signature key. The card&apos;s other keys are not part of it (they were made at another time).</source>
        <translation>Zertifikat %1 wurde für den Signaturschlüssel der Karte erstellt. Die anderen Schlüssel der Karte gehören nicht dazu (sie wurden zu einem anderen Zeitpunkt erzeugt).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="212"/>
        <source>A new %1 was generated on the card (fingerprint %2).</source>
        <translation>Ein neuer %1 wurde auf der Karte erzeugt (Fingerabdruck %2).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="217"/>
        <source>New signature and authentication keys were generated on the card and certificate %1 was added to the keyring; its encryption key was generated on this computer.</source>
        <translation>Neue Signatur- und Authentisierungsschlüssel wurden auf der Karte erzeugt und Zertifikat %1 wurde dem Schlüsselbund hinzugefügt; sein Verschlüsselungsschlüssel wurde auf diesem Computer erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="221"/>
        <source>New keys were generated on the card and certificate %1 was added to the keyring.</source>
        <translation>Neue Schlüssel wurden auf der Karte erzeugt und Zertifikat %1 wurde dem Schlüsselbund hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="245"/>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="327"/>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="339"/>
        <source>nothing was changed</source>
        <translation>nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="269"/>
        <source>generating the %1; this can take minutes on some cards</source>
        <translation>%1 wird erzeugt; das kann auf manchen Karten Minuten dauern</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="309"/>
        <source>certificate %1 holds no key of this card any more; nothing was changed</source>
        <translation>Zertifikat %1 enthält keinen Schlüssel dieser Karte mehr; es wurde nichts geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="377"/>
        <source>setting the %1 to %2</source>
        <translation>%1 wird auf %2 gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="389"/>
        <source>creating the certificate</source>
        <translation>Zertifikat wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="407"/>
        <source>the encryption key&apos;s algorithm is not known</source>
        <translation>der Algorithmus des Verschlüsselungsschlüssels ist unbekannt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="455"/>
        <source>gpg adds this key on a card of its own choosing while several cards are present; take out the other cards and try again (nothing was changed)</source>
        <translation>gpg fügt diesen Schlüssel auf einer Karte seiner Wahl hinzu, solange mehrere Karten vorhanden sind; entfernen Sie die anderen Karten und versuchen Sie es erneut (es wurde nichts geändert)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="465"/>
        <source>generating the %1 and adding it to the certificate</source>
        <translation>%1 wird erzeugt und zum Zertifikat hinzugefügt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="476"/>
        <source>certificate %1 is not in the keyring</source>
        <translation>Zertifikat %1 ist nicht im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="534"/>
        <source>no key was generated</source>
        <translation>es wurde kein Schlüssel erzeugt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="535"/>
        <source>the card has a new signature key; no certificate was created, the keyring is unchanged</source>
        <translation>die Karte hat einen neuen Signaturschlüssel; es wurde kein Zertifikat erstellt, der Schlüsselbund ist unverändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="543"/>
        <source>the card has new signature and encryption keys; no certificate was created, the keyring is unchanged</source>
        <translation>die Karte hat neue Signatur- und Verschlüsselungsschlüssel; es wurde kein Zertifikat erstellt, der Schlüsselbund ist unverändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="560"/>
        <source>certificate %1 holds the new signature and encryption keys; the authentication key was not generated</source>
        <translation>Zertifikat %1 enthält die neuen Signatur- und Verschlüsselungsschlüssel; der Authentisierungsschlüssel wurde nicht erzeugt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="584"/>
        <source>the card has no signature key</source>
        <translation>die Karte hat keinen Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="375"/>
        <source>%1 cannot be used for the %2</source>
        <translation>%1 kann nicht für %2 verwendet werden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="73"/>
        <source>The name and e-mail address must be on one line, without control characters</source>
        <translation>Name und E-Mail-Adresse müssen in einer Zeile stehen, ohne Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="78"/>
        <source>The certificate needs a name or an e-mail address</source>
        <translation>Das Zertifikat benötigt einen Namen oder eine E-Mail-Adresse</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="83"/>
        <source>The name needs at least five characters</source>
        <translation>Der Name benötigt mindestens fünf Zeichen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="87"/>
        <source>The name must not contain &quot;&lt;&quot; or &quot;&gt;&quot; (give the e-mail address on its own)</source>
        <translation>Der Name darf weder „&lt;“ noch „&gt;“ enthalten (geben Sie die E-Mail-Adresse separat an)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="91"/>
        <source>The name must not start with a digit</source>
        <translation>Der Name darf nicht mit einer Ziffer beginnen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="95"/>
        <source>&quot;%1&quot; is not an e-mail address gpg takes, such as jane@example.org</source>
        <translation>„%1“ ist keine E-Mail-Adresse, die gpg akzeptiert, wie etwa jane@example.org</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="112"/>
        <source>The expiry %1 is not a date</source>
        <translation>Die Ablaufangabe %1 ist kein Datum</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="116"/>
        <source>The expiry %1 is not in the future</source>
        <translation>Die Ablaufangabe %1 liegt nicht in der Zukunft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="121"/>
        <source>The expiry %1 is too far ahead: gpg takes dates before 2106</source>
        <translation>Die Ablaufangabe %1 liegt zu weit in der Zukunft: gpg akzeptiert Daten vor 2106</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="131"/>
        <source>The expiry %1 is not a period: use 0 for never</source>
        <translation>Die Ablaufangabe %1 ist kein Zeitraum: verwenden Sie 0 für unbegrenzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="153"/>
        <source>The expiry &quot;%1&quot; is not understood: use 0 (never), a period such as 2y, 6m, 3w or 30d, or a date such as 2030-12-31</source>
        <translation>Die Ablaufangabe „%1“ wird nicht verstanden: verwenden Sie 0 (unbegrenzt), einen Zeitraum wie 2y, 6m, 3w oder 30d, oder ein Datum wie 2030-12-31</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="171"/>
        <source>The RSA key size &quot;%1&quot; is not one Keyward generates: use 2048, 3072 or 4096</source>
        <translation>Die RSA-Schlüsselgröße „%1“ erzeugt Keyward nicht: verwenden Sie 2048, 3072 oder 4096</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="177"/>
        <source>&quot;%1&quot; is not an algorithm Keyward can set on a card: use rsa2048, rsa3072, rsa4096, ed25519, nistp256, nistp384, nistp521, secp256k1 or brainpoolP256r1/384r1/512r1</source>
        <translation>„%1“ ist kein Algorithmus, den Keyward auf einer Karte einstellen kann: verwenden Sie rsa2048, rsa3072, rsa4096, ed25519, nistp256, nistp384, nistp521, secp256k1 oder brainpoolP256r1/384r1/512r1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyValidation.cpp" line="189"/>
        <source>This card does not take %1; it takes %2</source>
        <translation>Diese Karte akzeptiert %1 nicht; sie akzeptiert %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="510"/>
        <source>not an OpenPGP card</source>
        <translation>keine OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="188"/>
        <source>No certificate could be created for the card&apos;s keys: %1.</source>
        <translation>Für die Schlüssel der Karte konnte kein Zertifikat erstellt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="192"/>
        <source>The %1 could not be generated on the card: %2.</source>
        <translation>Der %1 konnte nicht auf der Karte erzeugt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCommand.cpp" line="193"/>
        <source>The keys could not be generated on the card: %1.</source>
        <translation>Die Schlüssel konnten nicht auf der Karte erzeugt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="176"/>
        <source>gpg wrote no revocation certificate; make one with gpg --gen-revoke %1 and keep it offline.</source>
        <translation>gpg hat kein Widerrufszertifikat geschrieben; erstellen Sie eines mit gpg --gen-revoke %1 und bewahren Sie es offline auf.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="180"/>
        <source>The revocation certificate is %1: keep a copy offline, it revokes the certificate if the card is lost.</source>
        <translation>Das Widerrufszertifikat ist %1: Bewahren Sie eine Kopie offline auf; damit widerrufen Sie das Zertifikat, wenn die Karte verloren geht.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="222"/>
        <source>The card&apos;s %1 slot reads as empty.</source>
        <translation>Der Platz für den %1 ist auf der Karte leer.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="224"/>
        <source>The card still holds the previous %1 (fingerprint %2).</source>
        <translation>Die Karte enthält noch den bisherigen %1 (Fingerabdruck %2).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="227"/>
        <source>The card now holds a new %1 (fingerprint %2); the previous one is gone from the card.</source>
        <translation>Die Karte enthält jetzt einen neuen %1 (Fingerabdruck %2); der bisherige ist nicht mehr auf der Karte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="232"/>
        <source>Certificate %1 could not be read from the keyring.</source>
        <translation>Zertifikat %1 konnte nicht aus dem Schlüsselbund gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="234"/>
        <source>Certificate %1 holds the card&apos;s key.</source>
        <translation>Zertifikat %1 enthält den Schlüssel der Karte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="235"/>
        <source>Certificate %1 does not hold the card&apos;s key.</source>
        <translation>Zertifikat %1 enthält den Schlüssel der Karte nicht.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="237"/>
        <source>The previous key %1 is revoked in the certificate.</source>
        <translation>Der bisherige Schlüssel %1 ist im Zertifikat widerrufen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="239"/>
        <source>The previous key %1 is still valid in the certificate.</source>
        <translation>Der bisherige Schlüssel %1 ist im Zertifikat weiterhin gültig.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="244"/>
        <source>To use the new key, generate the %1 again with the certificate, or create a certificate for the card&apos;s keys.</source>
        <translation>Um den neuen Schlüssel zu verwenden, erzeugen Sie den %1 erneut mit dem Zertifikat, oder erstellen Sie ein Zertifikat für die Schlüssel der Karte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="250"/>
        <source>gpg ended without adding the card&apos;s key to certificate %1</source>
        <translation>gpg endete, ohne den Schlüssel der Karte zu Zertifikat %1 hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="254"/>
        <source>gpg ended without a new key on the card</source>
        <translation>gpg endete ohne neuen Schlüssel auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="263"/>
        <source>A new %1 was generated on the card (fingerprint %2) and certificate %3 holds it.</source>
        <translation>Ein neuer %1 wurde auf der Karte erzeugt (Fingerabdruck %2), und Zertifikat %3 enthält ihn.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="271"/>
        <source>The key it replaces (%1) is revoked there as superseded.</source>
        <translation>Der ersetzte Schlüssel (%1) ist dort als ersetzt widerrufen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="272"/>
        <source>The key it replaces (%1) is still valid in the certificate; revoke it with gpg --edit-key %2 if you no longer need it.</source>
        <translation>Der ersetzte Schlüssel (%1) ist im Zertifikat weiterhin gültig; widerrufen Sie ihn mit gpg --edit-key %2, wenn Sie ihn nicht mehr brauchen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="309"/>
        <source>the card&apos;s signature key %1 is already a subkey of certificate %2, and a second certificate with the same key would confuse gpg; use that certificate, or generate new keys on the card</source>
        <translation>der Signaturschlüssel %1 der Karte ist bereits ein Unterschlüssel von Zertifikat %2, und ein zweites Zertifikat mit demselben Schlüssel würde gpg verwirren; verwenden Sie jenes Zertifikat oder erzeugen Sie neue Schlüssel auf der Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateKeyCertificates.cpp" line="312"/>
        <source>certificate %2 already has the card&apos;s signature key %1 as its primary key; use that certificate</source>
        <translation>Zertifikat %2 hat den Signaturschlüssel %1 der Karte bereits als Hauptschlüssel; verwenden Sie dieses Zertifikat</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::GenerateNextSteps</name>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="27"/>
        <source>OpenPGP card</source>
        <translation>OpenPGP-Karte</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="30"/>
        <source>virtual %1, serial %2</source>
        <translation>%1 (virtuell), Seriennummer %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="31"/>
        <source>%1, serial %2</source>
        <translation>%1, Seriennummer %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="43"/>
        <source>The card (%1) now holds the keys of certificate %2.</source>
        <translation>Die Karte (%1) enthält jetzt die Schlüssel des Zertifikats %2.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="46"/>
        <source>No revocation certificate was written; make one with &quot;gpg --gen-revoke %1&quot; and keep it offline.</source>
        <translation>Es wurde kein Widerrufszertifikat geschrieben; erstellen Sie eines mit „gpg --gen-revoke %1“ und bewahren Sie es offline auf.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="50"/>
        <source>The revocation certificate is in %1; keep a copy offline.</source>
        <translation>Das Widerrufszertifikat liegt in %1; bewahren Sie eine Kopie offline auf.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="54"/>
        <source>The backup of the encryption key is in %1; keep it offline, it has no passphrase.</source>
        <translation>Die Sicherung des Verschlüsselungsschlüssels liegt in %1; bewahren Sie sie offline auf, denn sie hat keine Passphrase.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="58"/>
        <source>Next, export the public key and give it to your correspondents, or publish it with &quot;%1&quot;.</source>
        <translation>Exportieren Sie als Nächstes den öffentlichen Schlüssel und geben Sie ihn Ihren Kommunikationspartnern, oder veröffentlichen Sie ihn mit „%1“.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="61"/>
        <source>To log in over SSH with the card, export the SSH key and add it to ~/.ssh/authorized_keys on the servers.</source>
        <translation>Um sich mit der Karte per SSH anzumelden, exportieren Sie den SSH-Schlüssel und fügen Sie ihn auf den Servern zu ~/.ssh/authorized_keys hinzu.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="72"/>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="73"/>
        <source>Encryption</source>
        <translation>Verschlüsselung</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="74"/>
        <source>Authentication</source>
        <translation>Authentisierung</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="76"/>
        <source>%1: empty.</source>
        <translation>%1: leer.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="82"/>
        <source>%1: %2 key, new.</source>
        <translation>%1: %2-Schlüssel, neu.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="83"/>
        <source>%1: %2 key, old.</source>
        <translation>%1: %2-Schlüssel, alt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GenerateNextSteps.cpp" line="88"/>
        <source>The new keys stay on the card: an OpenPGP card cannot undo a key short of a factory reset.</source>
        <translation>Die neuen Schlüssel bleiben auf der Karte: Eine OpenPGP-Karte kann einen Schlüssel nur durch ein Zurücksetzen auf Werkseinstellungen wieder entfernen.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::GeneratePinPlan</name>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="26"/>
        <source>to generate the keys on the card</source>
        <translation>um die Schlüssel auf der Karte zu erzeugen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="27"/>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="45"/>
        <source>to sign the user ID of the new certificate</source>
        <translation>um die Benutzer-ID des neuen Zertifikats zu signieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="29"/>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="47"/>
        <source>to bind the encryption key to the certificate</source>
        <translation>um den Verschlüsselungsschlüssel an das Zertifikat zu binden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="31"/>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="49"/>
        <source>to sign the revocation certificate</source>
        <translation>um das Widerrufszertifikat zu signieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="32"/>
        <source>to bind the authentication key to the certificate</source>
        <translation>um den Authentisierungsschlüssel an das Zertifikat zu binden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="35"/>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="38"/>
        <source>to generate the key on the card</source>
        <translation>um den Schlüssel auf der Karte zu erzeugen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="39"/>
        <source>to bind the new key to the certificate</source>
        <translation>um den neuen Schlüssel an das Zertifikat zu binden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="41"/>
        <source>to revoke the key it replaces</source>
        <translation>um den ersetzten Schlüssel zu widerrufen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="58"/>
        <source>to sign the new certificate with the card</source>
        <translation>um das neue Zertifikat mit der Karte zu signieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="84"/>
        <source>You will be asked for the admin PIN, unless the card still has it from an earlier step.</source>
        <translation>Sie werden nach der Admin-PIN gefragt, sofern die Karte sie nicht noch von einem früheren Schritt hat.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="88"/>
        <source>You will be asked for the user PIN for each of the %1 signatures (the card asks for it for every signature).</source>
        <translation>Sie werden für jede der %1 Signaturen nach der Benutzer-PIN gefragt (die Karte verlangt sie für jede Signatur).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="92"/>
        <source>You will be asked for the user PIN, unless the card still has it from an earlier step.</source>
        <translation>Sie werden nach der Benutzer-PIN gefragt, sofern die Karte sie nicht noch von einem früheren Schritt hat.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="95"/>
        <source>You will be asked for the admin PIN, then for the user PIN for each of the %1 signatures (the card asks for it for every signature). GnuPG may ask for the admin PIN more than once.</source>
        <translation>Sie werden nach der Admin-PIN gefragt, danach für jede der %1 Signaturen nach der Benutzer-PIN (die Karte verlangt sie für jede Signatur). GnuPG fragt die Admin-PIN womöglich mehrmals ab.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/GeneratePinPlan.cpp" line="100"/>
        <source>You will be asked for the admin PIN, then the user PIN, and for each of them more than once: GnuPG asks again when the card no longer has a PIN verified, and for the admin PIN again for each slot whose algorithm changes.</source>
        <translation>Sie werden nach der Admin-PIN und dann nach der Benutzer-PIN gefragt, jeweils mehr als einmal: GnuPG fragt erneut, wenn die Karte keine PIN mehr als geprüft hält, und nach der Admin-PIN noch einmal für jeden Slot, dessen Algorithmus sich ändert.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::KdfSetupCommand</name>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="50"/>
        <source>Turning KDF on</source>
        <translation>KDF wird eingeschaltet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="50"/>
        <source>Turning KDF off</source>
        <translation>KDF wird ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="62"/>
        <source>KDF is off. Check that your PINs still work and change them if not.</source>
        <translation>KDF ist aus. Prüfen Sie, ob Ihre PINs noch funktionieren, und ändern Sie sie andernfalls.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="66"/>
        <source>KDF is on, but the card refused a default PIN when it was checked afterwards: the PINs are not both the factory defaults (user PIN 123456, admin PIN 12345678) on this card. Check which PINs work before changing them.</source>
        <translation>KDF ist an, aber die Karte hat bei der anschließenden Prüfung eine Standard-PIN abgelehnt: Die PINs auf dieser Karte sind nicht beide die Werks-PINs (Benutzer-PIN 123456, Admin-PIN 12345678). Prüfen Sie, welche PINs funktionieren, bevor Sie sie ändern.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="71"/>
        <source>KDF is on. The PINs are now the factory defaults (user PIN 123456, admin PIN 12345678; both were checked): change both now.</source>
        <translation>KDF ist an. Die PINs sind jetzt die Werks-PINs (Benutzer-PIN 123456, Admin-PIN 12345678; beide wurden geprüft): Ändern Sie jetzt beide.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="73"/>
        <source>KDF is on. The PINs are now the factory defaults (user PIN 123456, admin PIN 12345678): change both now.</source>
        <translation>KDF ist an. Die PINs sind jetzt die Werks-PINs (Benutzer-PIN 123456, Admin-PIN 12345678): Ändern Sie jetzt beide.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="80"/>
        <source>This card does not support KDF.</source>
        <translation>Diese Karte unterstützt kein KDF.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="83"/>
        <source>With KDF on, the computer sends a salted hash of your PIN instead of the PIN itself. Turning it on resets both PINs to the factory defaults (user PIN 123456, admin PIN 12345678) on this card with GnuPG %1; a reset code is no longer usable. Change both PINs right afterwards. PIN-pad readers cannot be used with KDF, and OpenSC&apos;s PKCS#11 module does not support it.</source>
        <translation>Mit KDF sendet der Computer statt der PIN einen gesalzenen Hash der PIN. Das Einschalten setzt auf dieser Karte mit GnuPG %1 beide PINs auf die Werkseinstellungen zurück (Benutzer-PIN 123456, Admin-PIN 12345678); ein Rücksetzcode ist dann nicht mehr nutzbar. Ändern Sie beide PINs direkt danach. Kartenleser mit PIN-Pad können mit KDF nicht verwendet werden, und das PKCS#11-Modul von OpenSC unterstützt es nicht.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="90"/>
        <source>Turning KDF off makes the computer send PINs in plain again. PINs that were set while KDF was on are stored as hashes and will not match any more on most cards: be ready to reset the card, or change the PINs first to the defaults.</source>
        <translation>Nach dem Ausschalten von KDF sendet der Computer PINs wieder im Klartext. PINs, die bei eingeschaltetem KDF gesetzt wurden, sind als Hashes gespeichert und passen auf den meisten Karten nicht mehr: Seien Sie bereit, die Karte zurückzusetzen, oder ändern Sie die PINs vorher auf die Standardwerte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="135"/>
        <source>Writing the KDF data object</source>
        <translation>KDF-Datenobjekt wird geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="156"/>
        <source>Keyward could not make scdaemon read the card again (%1); if a PIN is refused next, remove and insert the card.</source>
        <translation>Keyward konnte scdaemon nicht dazu bringen, die Karte erneut zu lesen (%1); wird als Nächstes eine PIN abgelehnt, ziehen Sie die Karte ab und stecken Sie sie wieder ein.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="167"/>
        <source>Checking the user PIN</source>
        <translation>Benutzer-PIN wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="170"/>
        <source>The user PIN could not be checked afterwards (%1).</source>
        <translation>Die Benutzer-PIN konnte anschließend nicht geprüft werden (%1).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="174"/>
        <source>Checking the admin PIN</source>
        <translation>Admin-PIN wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="177"/>
        <source>The admin PIN could not be checked afterwards (%1).</source>
        <translation>Die Admin-PIN konnte anschließend nicht geprüft werden (%1).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="55"/>
        <source>KDF could not be turned on: %1.</source>
        <translation>KDF konnte nicht eingeschaltet werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/KdfSetupCommand.cpp" line="56"/>
        <source>KDF could not be turned off: %1.</source>
        <translation>KDF konnte nicht ausgeschaltet werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::KeySlot</name>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="32"/>
        <source>signature key</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="34"/>
        <source>encryption key</source>
        <translation>Verschlüsselungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="36"/>
        <source>authentication key</source>
        <translation>Authentisierungsschlüssel</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::PinProvider</name>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="12"/>
        <source>user PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="14"/>
        <source>admin PIN</source>
        <translation>Admin-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="16"/>
        <source>reset code</source>
        <translation>Rücksetzcode</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="18"/>
        <source>new user PIN</source>
        <translation>neue Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="20"/>
        <source>new admin PIN</source>
        <translation>neue Admin-PIN</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinProvider.cpp" line="22"/>
        <source>new reset code</source>
        <translation>neuer Rücksetzcode</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::PinRules</name>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="59"/>
        <source>The user PIN needs %1 to %2 characters</source>
        <translation>Die Benutzer-PIN muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="63"/>
        <source>The new user PIN needs %1 to %2 characters</source>
        <translation>Die neue Benutzer-PIN muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="67"/>
        <source>The admin PIN needs %1 to %2 characters</source>
        <translation>Die Admin-PIN muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="71"/>
        <source>The new admin PIN needs %1 to %2 characters</source>
        <translation>Die neue Admin-PIN muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="75"/>
        <source>The reset code needs %1 to %2 characters</source>
        <translation>Der Rücksetzcode muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="79"/>
        <source>The new reset code needs %1 to %2 characters</source>
        <translation>Der neue Rücksetzcode muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="86"/>
        <source>The user PIN needs at least %1 characters</source>
        <translation>Die Benutzer-PIN muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="88"/>
        <source>The new user PIN needs at least %1 characters</source>
        <translation>Die neue Benutzer-PIN muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="90"/>
        <source>The admin PIN needs at least %1 characters</source>
        <translation>Die Admin-PIN muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="92"/>
        <source>The new admin PIN needs at least %1 characters</source>
        <translation>Die neue Admin-PIN muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="94"/>
        <source>The reset code needs at least %1 characters</source>
        <translation>Der Rücksetzcode muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="96"/>
        <source>The new reset code needs at least %1 characters</source>
        <translation>Der neue Rücksetzcode muss mindestens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="105"/>
        <source>GnuPG refused a user PIN without sending it to the card (no try was counted): GnuPG sends no user PIN shorter than 6 characters (GnuPG 2.4 checks a new PIN as well as the current one). If the card&apos;s user PIN was set shorter with KDF on, unblock it with the admin PIN or the reset code and set one of at least 6 characters</source>
        <translation>GnuPG hat eine Benutzer-PIN abgelehnt, ohne sie an die Karte zu senden (kein Versuch wurde gezählt): GnuPG sendet keine Benutzer-PIN mit weniger als 6 Zeichen (GnuPG 2.4 prüft eine neue PIN ebenso wie die aktuelle). Wurde die Benutzer-PIN der Karte bei eingeschaltetem KDF kürzer gesetzt, entsperren Sie sie mit der Admin-PIN oder dem Rücksetzcode und setzen Sie eine mit mindestens 6 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="112"/>
        <source>GnuPG refused the reset code without sending it to the card (no try was counted): GnuPG sends no reset code shorter than 8 characters. Set a new one of at least 8 characters with the admin PIN</source>
        <translation>GnuPG hat den Rücksetzcode abgelehnt, ohne ihn an die Karte zu senden (kein Versuch wurde gezählt): GnuPG sendet keinen Rücksetzcode mit weniger als 8 Zeichen. Setzen Sie mit der Admin-PIN einen neuen mit mindestens 8 Zeichen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/PinRules.cpp" line="119"/>
        <source>GnuPG refused the admin PIN without sending it to the card (no try was counted): GnuPG sends no admin PIN shorter than 8 characters. If the card&apos;s admin PIN was set shorter with KDF on, only a factory reset makes the card usable again</source>
        <translation>GnuPG hat die Admin-PIN abgelehnt, ohne sie an die Karte zu senden (kein Versuch wurde gezählt): GnuPG sendet keine Admin-PIN mit weniger als 8 Zeichen. Wurde die Admin-PIN der Karte bei eingeschaltetem KDF kürzer gesetzt, macht nur ein Zurücksetzen auf Werkseinstellungen die Karte wieder benutzbar</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::ScdaemonReaderSwitch</name>
    <message>
        <location filename="../src/openpgp/ScdaemonReaderSwitch.cpp" line="77"/>
        <source>GnuPG 2.2 reads one card reader at a time: scdaemon is switched to the reader %1 for this operation and switched back after.</source>
        <translation>GnuPG 2.2 liest jeweils nur einen Kartenleser: Für diesen Vorgang wird scdaemon auf den Leser %1 umgestellt und danach wieder zurück.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ScdaemonReaderSwitch.cpp" line="139"/>
        <source>Switching scdaemon to reader %1</source>
        <translation>scdaemon wird auf Leser %1 umgestellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ScdaemonReaderSwitch.cpp" line="146"/>
        <source>another Keyward has switched it and not yet put %1 back (%2 is still there)</source>
        <translation>eine andere Keyward-Instanz hat ihn umgestellt und %1 noch nicht wiederhergestellt (%2 ist noch vorhanden)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/ScdaemonReaderSwitch.cpp" line="183"/>
        <location filename="../src/openpgp/ScdaemonReaderSwitch.cpp" line="207"/>
        <source>Restoring scdaemon.conf</source>
        <translation>scdaemon.conf wird wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::SetCardholderCommand</name>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="31"/>
        <source>Setting the cardholder name</source>
        <translation>Karteninhabername wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="33"/>
        <source>Setting the language</source>
        <translation>Sprache wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="35"/>
        <source>Setting the salutation</source>
        <translation>Anrede wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="37"/>
        <source>Setting the public key URL</source>
        <translation>URL des öffentlichen Schlüssels wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="39"/>
        <source>Setting the login data</source>
        <translation>Login-Daten werden gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="63"/>
        <source>The card now reports the value as empty.</source>
        <translation>Die Karte meldet den Wert jetzt als leer.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="64"/>
        <source>The card now holds &quot;%1&quot;.</source>
        <translation>Die Karte enthält jetzt „%1“.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="139"/>
        <source>The card accepted the value, but reading it back failed, so Keyward cannot say what the card holds now. Read the card to see it.</source>
        <translation>Die Karte hat den Wert angenommen, aber das Zurücklesen schlug fehl; daher kann Keyward nicht sagen, was die Karte jetzt enthält. Lesen Sie die Karte, um es zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="147"/>
        <source>the card accepted the value but now holds &quot;%1&quot;</source>
        <translation>die Karte hat den Wert angenommen, enthält jetzt aber „%1“</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="72"/>
        <source>The name is too long for the card (39 bytes at most).</source>
        <translation>Der Name ist zu lang für die Karte (höchstens 39 Bytes).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="77"/>
        <source>Give one to four two-letter language codes, e.g. &quot;de&quot; or &quot;deen&quot;.</source>
        <translation>Geben Sie ein bis vier Sprachcodes mit zwei Buchstaben an, z. B. „de“ oder „deen“.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="81"/>
        <source>Language codes are lower-case letters a-z.</source>
        <translation>Sprachcodes bestehen aus Kleinbuchstaben a-z.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="87"/>
        <source>Salutation is &quot;m&quot;, &quot;f&quot; or empty.</source>
        <translation>Anrede ist „m“, „f“ oder leer.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="93"/>
        <source>The value is too long for the card.</source>
        <translation>Der Wert ist zu lang für die Karte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="48"/>
        <source>The cardholder name could not be set: %1.</source>
        <translation>Der Name des Karteninhabers konnte nicht gesetzt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="50"/>
        <source>The language could not be set: %1.</source>
        <translation>Die Sprache konnte nicht gesetzt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="52"/>
        <source>The salutation could not be set: %1.</source>
        <translation>Die Anrede konnte nicht gesetzt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="54"/>
        <source>The public key URL could not be set: %1.</source>
        <translation>Die URL des öffentlichen Schlüssels konnte nicht gesetzt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetCardholderCommand.cpp" line="56"/>
        <source>The login data could not be set: %1.</source>
        <translation>Die Login-Daten konnten nicht gesetzt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::SetForceSigCommand</name>
    <message>
        <location filename="../src/openpgp/SetForceSigCommand.cpp" line="13"/>
        <source>Changing the signature PIN policy</source>
        <translation>Signatur-PIN-Richtlinie wird geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetForceSigCommand.cpp" line="23"/>
        <source>The user PIN is now asked for every signature.</source>
        <translation>Die Benutzer-PIN wird jetzt bei jeder Signatur abgefragt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetForceSigCommand.cpp" line="24"/>
        <source>The user PIN now stays valid for several signatures.</source>
        <translation>Die Benutzer-PIN bleibt jetzt für mehrere Signaturen gültig.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetForceSigCommand.cpp" line="18"/>
        <source>The signature PIN policy could not be changed: %1.</source>
        <translation>Die Signatur-PIN-Richtlinie konnte nicht geändert werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::SetKeyAttrCommand</name>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="51"/>
        <source>Changing the algorithm of the %1</source>
        <translation>Algorithmus für %1 wird geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="62"/>
        <source>The card now reports %2 for the %1. Generate or import a key for it.</source>
        <translation>Die Karte meldet jetzt %2 für den %1. Erzeugen oder importieren Sie einen Schlüssel dafür.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="72"/>
        <source>Changing the algorithm destroys the %1 on card %2 (fingerprint %3). It cannot be recovered from the card; only a backup brings it back.</source>
        <translation>Das Ändern des Algorithmus zerstört den %1 auf Karte %2 (Fingerabdruck %3). Er lässt sich von der Karte nicht wiederherstellen; nur eine Sicherung bringt ihn zurück.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="79"/>
        <source>Keyward could not read the card first, so it cannot say whether the %1 slot holds a key. If it does, changing the algorithm destroys that key.</source>
        <translation>Keyward konnte die Karte vorher nicht lesen und kann daher nicht sagen, ob der Platz für den %1 einen Schlüssel enthält. Falls ja, zerstört das Ändern des Algorithmus diesen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="121"/>
        <source>%1 cannot be used for the %2</source>
        <translation>%1 kann nicht für %2 verwendet werden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="130"/>
        <source>this card does not support %1</source>
        <translation>diese Karte unterstützt %1 nicht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="145"/>
        <source>The card accepted the change, but reading its key attributes afterwards failed, so Keyward cannot say which algorithm the %1 uses now. Read the card before using it.</source>
        <translation>Die Karte hat die Änderung angenommen, aber das anschließende Lesen der Schlüsselattribute schlug fehl; daher kann Keyward nicht sagen, welchen Algorithmus der %1 jetzt verwendet. Lesen Sie die Karte, bevor Sie sie verwenden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="158"/>
        <source>the card accepted the change but now reports %1 for the %2, not %3</source>
        <translation>die Karte hat die Änderung angenommen, meldet jetzt aber %1 für den %2, nicht %3</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="159"/>
        <source>no algorithm</source>
        <translation>keinen Algorithmus</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetKeyAttrCommand.cpp" line="57"/>
        <source>The algorithm of the %1 could not be changed: %2.</source>
        <translation>Der Algorithmus für %1 konnte nicht geändert werden: %2.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::SetResetCodeCommand</name>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="15"/>
        <source>Removing the reset code</source>
        <translation>Rücksetzcode wird entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="15"/>
        <source>Setting the reset code</source>
        <translation>Rücksetzcode wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="26"/>
        <source>The reset code was removed.</source>
        <translation>Der Rücksetzcode wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="26"/>
        <source>The reset code was set.</source>
        <translation>Der Rücksetzcode wurde gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="20"/>
        <source>The reset code could not be removed: %1.</source>
        <translation>Der Rücksetzcode konnte nicht entfernt werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetResetCodeCommand.cpp" line="21"/>
        <source>The reset code could not be set: %1.</source>
        <translation>Der Rücksetzcode konnte nicht gesetzt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::SetTouchPolicyCommand</name>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="33"/>
        <source>the signature, encryption and authentication keys</source>
        <translation>den Signatur-, Verschlüsselungs- und Authentisierungsschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="36"/>
        <source>the %1 and the %2</source>
        <translation>den %1 und den %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="39"/>
        <source>the %1</source>
        <translation>den %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="44"/>
        <source>Setting the touch policy of %1</source>
        <translation>Berührungsrichtlinie für %1 wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="56"/>
        <source>The card reports the touch policy of %1 as %2.</source>
        <translation>Die Karte meldet die Berührungsrichtlinie für %1 als %2.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="63"/>
        <source>no touch policy given</source>
        <translation>keine Berührungsrichtlinie angegeben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="66"/>
        <source>no key slot given</source>
        <translation>kein Schlüssel-Slot angegeben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="77"/>
        <source>this card takes only the touch policies off, on and fixed; the cached ones are a YubiKey extension, and nothing was changed</source>
        <translation>diese Karte kennt nur die Berührungsrichtlinien aus, an und fest; die zwischengespeicherten sind eine YubiKey-Erweiterung, und es wurde nichts geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="89"/>
        <source>this card has no touch button</source>
        <translation>diese Karte hat keine Berührungstaste</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="96"/>
        <source>the policy of the %1 is fixed; only a factory reset changes it, and nothing was changed</source>
        <translation>die Richtlinie für den %1 ist fest; nur ein Zurücksetzen auf Werkseinstellungen ändert sie, und es wurde nichts geändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="103"/>
        <source>A fixed touch policy on %1 cannot be turned off again without a factory reset, which destroys all keys on the card. Set it anyway?</source>
        <translation>Eine feste Berührungsrichtlinie für %1 lässt sich ohne Zurücksetzen auf Werkseinstellungen, das alle Schlüssel auf der Karte zerstört, nicht wieder ausschalten. Trotzdem setzen?</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="122"/>
        <source>%1; the touch policy of %2 was already set to %3</source>
        <translation>%1; die Berührungsrichtlinie für %2 war bereits auf %3 gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="133"/>
        <source>The card accepted the touch policy, but reading it back failed, so Keyward cannot say what %1 has now. Read the card to see it.</source>
        <translation>Die Karte hat die Berührungsrichtlinie angenommen, aber das Zurücklesen schlug fehl; daher kann Keyward nicht sagen, was für %1 jetzt gilt. Lesen Sie die Karte, um es zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="140"/>
        <source>the card accepted the change but reports %1 for the %2</source>
        <translation>die Karte hat die Änderung angenommen, meldet aber %1 für den %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/SetTouchPolicyCommand.cpp" line="50"/>
        <source>The touch policy of %1 could not be set: %2.</source>
        <translation>Die Berührungsrichtlinie für %1 konnte nicht gesetzt werden: %2.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::UnblockPinCommand</name>
    <message>
        <location filename="../src/openpgp/UnblockPinCommand.cpp" line="13"/>
        <source>Unblocking the user PIN with the reset code</source>
        <translation>Benutzer-PIN wird mit dem Rücksetzcode entsperrt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/UnblockPinCommand.cpp" line="14"/>
        <source>Unblocking the user PIN with the admin PIN</source>
        <translation>Benutzer-PIN wird mit der Admin-PIN entsperrt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/UnblockPinCommand.cpp" line="24"/>
        <source>The user PIN was set and its retry counter reset.</source>
        <translation>Die Benutzer-PIN wurde gesetzt und ihr Fehlbedienungszähler zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/UnblockPinCommand.cpp" line="35"/>
        <source>no reset code is set, or it is blocked</source>
        <translation>kein Rücksetzcode gesetzt, oder er ist gesperrt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/UnblockPinCommand.cpp" line="19"/>
        <source>The user PIN could not be unblocked: %1.</source>
        <translation>Die Benutzer-PIN konnte nicht entsperrt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard</name>
    <message>
        <location filename="../src/openpgp/keytocard/SecretProvider.cpp" line="32"/>
        <source>Key passphrase</source>
        <translation>Passphrase des Schlüssels</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::AgentKey</name>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="145"/>
        <source>Looking up the secret key</source>
        <translation>Geheimer Schlüssel wird gesucht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="160"/>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="187"/>
        <source>Reading the key back from the card</source>
        <translation>Schlüssel wird von der Karte zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="197"/>
        <source>Reading the card&apos;s fingerprints</source>
        <translation>Fingerabdrücke der Karte werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="211"/>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="218"/>
        <source>Looking for the card</source>
        <translation>Karte wird gesucht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="234"/>
        <source>gpg-agent could not be asked where the secret key is now</source>
        <translation>gpg-agent konnte nicht gefragt werden, wo sich der geheime Schlüssel jetzt befindet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="236"/>
        <source>The secret key is still in your local keyring</source>
        <translation>Der geheime Schlüssel ist noch in Ihrem lokalen Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="238"/>
        <source>The local keyring points to card %1 for this key</source>
        <translation>Der lokale Schlüsselbund verweist für diesen Schlüssel auf Karte %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="241"/>
        <source>The local keyring has no secret for this key</source>
        <translation>Der lokale Schlüsselbund hat kein Geheimnis für diesen Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/AgentKey.cpp" line="244"/>
        <source>; the verified backup is %1</source>
        <translation>; die geprüfte Sicherung ist %1</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::BackupCommand</name>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="48"/>
        <source>Checking the backup of the secret key</source>
        <translation>Sicherung des geheimen Schlüssels wird geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="49"/>
        <source>Backing up the secret key</source>
        <translation>Geheimer Schlüssel wird gesichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="61"/>
        <source>The backup %1 was checked: it restores %n subkey(s) with their secret parts into an empty keyring.</source>
        <translation>
            <numerusform>Die Sicherung %1 wurde geprüft: Sie stellt %n Unterschlüssel mit geheimem Teil in einem leeren Schlüsselbund wieder her.</numerusform>
            <numerusform>Die Sicherung %1 wurde geprüft: Sie stellt %n Unterschlüssel mit ihren geheimen Teilen in einem leeren Schlüsselbund wieder her.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="66"/>
        <source>The backup %1 was written and checked: it restores %n subkey(s) with their secret parts into an empty keyring.</source>
        <translation>
            <numerusform>Die Sicherung %1 wurde geschrieben und geprüft: Sie stellt %n Unterschlüssel mit geheimem Teil in einem leeren Schlüsselbund wieder her.</numerusform>
            <numerusform>Die Sicherung %1 wurde geschrieben und geprüft: Sie stellt %n Unterschlüssel mit ihren geheimen Teilen in einem leeren Schlüsselbund wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="79"/>
        <source> — nothing was moved; the secret key is still in your keyring.</source>
        <translation> – es wurde nichts verschoben; der geheime Schlüssel ist noch in Ihrem Schlüsselbund.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="88"/>
        <source>No backup file was chosen.</source>
        <translation>Es wurde keine Sicherungsdatei gewählt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="91"/>
        <source>No key was chosen.</source>
        <translation>Es wurde kein Schlüssel gewählt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="108"/>
        <source>The secret part of subkey %1 is not in the keyring, so a backup made now would not contain it. Use the backup made before it was moved.</source>
        <translation>Der geheime Teil von Unterschlüssel %1 ist nicht im Schlüsselbund, eine jetzt erstellte Sicherung würde ihn also nicht enthalten. Verwenden Sie die Sicherung, die vor dem Verschieben erstellt wurde.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="113"/>
        <source>Exporting the secret key</source>
        <translation>Geheimer Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="118"/>
        <source>Writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="128"/>
        <source>Restoring the backup into an empty keyring to check it</source>
        <translation>Sicherung wird zur Prüfung in einen leeren Schlüsselbund wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="164"/>
        <source>gpg exported nothing for key %1.</source>
        <translation>gpg hat für Schlüssel %1 nichts exportiert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="177"/>
        <source>A temporary file left by an interrupted run, %1, was removed.</source>
        <translation>Eine temporäre Datei eines unterbrochenen Laufs, %1, wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="180"/>
        <source>The file that was at %1 before is now %2; it was not deleted.</source>
        <translation>Die Datei, die zuvor unter %1 lag, heißt jetzt %2; sie wurde nicht gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="211"/>
        <source>the backup</source>
        <translation>die Sicherung</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="54"/>
        <source>The backup of the secret key could not be checked: %1.</source>
        <translation>Die Sicherung des geheimen Schlüssels konnte nicht geprüft werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupCommand.cpp" line="55"/>
        <source>The secret key could not be backed up: %1.</source>
        <translation>Der geheime Schlüssel konnte nicht gesichert werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::BackupFile</name>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="150"/>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="153"/>
        <source>this is a folder, not a file</source>
        <translation>dies ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="157"/>
        <source>%1 already exists and may be the only copy of another key; Keyward does not replace it unless told to, and then keeps the old file beside it</source>
        <translation>%1 existiert bereits und ist möglicherweise die einzige Kopie eines anderen Schlüssels; Keyward ersetzt die Datei nur auf ausdrücklichen Wunsch und bewahrt die alte Datei dann daneben auf</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="190"/>
        <source>the existing file could not be renamed to %1 (%2); nothing was replaced</source>
        <translation>die vorhandene Datei konnte nicht in %1 umbenannt werden (%2); es wurde nichts ersetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="199"/>
        <source> — the previous file is now %1</source>
        <translation> – die vorherige Datei heißt jetzt %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="208"/>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="223"/>
        <source>the backup</source>
        <translation>die Sicherung</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="212"/>
        <source>the file reads back differently</source>
        <translation>die zurückgelesene Datei weicht vom Geschriebenen ab</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="221"/>
        <source>the backup %1 was not verified</source>
        <translation>die Sicherung %1 wurde nicht geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/BackupFile.cpp" line="231"/>
        <source>the backup %1 changed since it was verified (it was %2 bytes with SHA-256 %3, it is now %4 bytes with SHA-256 %5)</source>
        <translation>die Sicherung %1 hat sich seit der Prüfung geändert (sie hatte %2 Byte mit SHA-256 %3, jetzt hat sie %4 Byte mit SHA-256 %5)</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::EncryptionBackup</name>
    <message>
        <location filename="../src/openpgp/keytocard/EncryptionBackup.cpp" line="52"/>
        <source>the encryption key is in the keyring only</source>
        <translation>der Verschlüsselungsschlüssel ist nur im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/EncryptionBackup.cpp" line="88"/>
        <source>Backing up the key</source>
        <translation>Schlüssel wird gesichert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/EncryptionBackup.cpp" line="89"/>
        <source>certificate %1 has no subkey %2</source>
        <translation>Zertifikat %1 hat keinen Unterschlüssel %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/EncryptionBackup.cpp" line="102"/>
        <source>the encryption key is in the keyring only; the card&apos;s encryption slot is unchanged</source>
        <translation>der Verschlüsselungsschlüssel ist nur im Schlüsselbund; der Verschlüsselungsslot der Karte ist unverändert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/EncryptionBackup.cpp" line="146"/>
        <source>The encryption key is on the card and in the backup %1 only; keep that file offline.</source>
        <translation>Der Verschlüsselungsschlüssel ist nur auf der Karte und in der Sicherung %1; bewahren Sie diese Datei offline auf.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::KeyToCardStep</name>
    <message>
        <location filename="../src/openpgp/keytocard/KeyToCardStep.cpp" line="18"/>
        <source>the backup</source>
        <translation>die Sicherung</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/KeyToCardStep.cpp" line="88"/>
        <source>Key passphrase</source>
        <translation>Passphrase des Schlüssels</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/KeyToCardStep.cpp" line="89"/>
        <source>Admin PIN</source>
        <translation>Admin-PIN</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::KeyringLister</name>
    <message>
        <location filename="../src/openpgp/keytocard/KeyringLister.cpp" line="58"/>
        <source>Listing the keys in the keyring</source>
        <translation>Schlüssel im Schlüsselbund werden aufgelistet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/KeyringLister.cpp" line="132"/>
        <source>Finding the key</source>
        <translation>Schlüssel wird gesucht</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::LocalCopyCommand</name>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="18"/>
        <source>Keeping the local secret key</source>
        <translation>Lokaler geheimer Schlüssel wird behalten</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="18"/>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="101"/>
        <source>Removing the local secret key</source>
        <translation>Lokaler geheimer Schlüssel wird entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="30"/>
        <source>Keep: the secret key stays in this computer&apos;s keyring as well as on the card. gpg on this computer keeps using the local key (not the card) and anyone who gets this keyring and its passphrase can use the key. Use the card on other computers, or remove the local copy later. Note: with GnuPG 2.2, running gpg --card-status (or a tool that does) while this card is inserted replaces the local key by a pointer to the card; Keyward&apos;s &quot;restore local copy&quot; brings it back from the verified backup.</source>
        <translation>Behalten: Der geheime Schlüssel bleibt sowohl im Schlüsselbund dieses Computers als auch auf der Karte. gpg auf diesem Computer verwendet weiterhin den lokalen Schlüssel (nicht die Karte), und wer diesen Schlüsselbund samt Passphrase erhält, kann den Schlüssel nutzen. Verwenden Sie die Karte auf anderen Computern oder entfernen Sie die lokale Kopie später. Hinweis: Mit GnuPG 2.2 ersetzt gpg --card-status (oder ein Werkzeug, das es aufruft) bei eingesteckter Karte den lokalen Schlüssel durch einen Verweis auf die Karte; „Lokale Kopie wiederherstellen“ in Keyward holt ihn aus der geprüften Sicherung zurück.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="38"/>
        <source>Remove: the local secret key is deleted and replaced by a pointer to the card. Signing and decrypting then need the card and its PIN. The verified backup file is the only other copy: keep it somewhere safe and offline.</source>
        <translation>Entfernen: Der lokale geheime Schlüssel wird gelöscht und durch einen Verweis auf die Karte ersetzt. Signieren und Entschlüsseln benötigen dann die Karte und ihre PIN. Die geprüfte Sicherungsdatei ist die einzige weitere Kopie: Bewahren Sie sie sicher und offline auf.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="46"/>
        <source>The local secret key was kept; gpg on this computer uses it rather than the card. The card holds a copy.</source>
        <translation>Der lokale geheime Schlüssel wurde behalten; gpg auf diesem Computer verwendet ihn statt der Karte. Die Karte enthält eine Kopie.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="49"/>
        <source>The local secret key was removed; the keyring now points to card %1. The backup %2 is the only other copy.</source>
        <translation>Der lokale geheime Schlüssel wurde entfernt; der Schlüsselbund verweist jetzt auf Karte %1. Die Sicherung %2 ist die einzige weitere Kopie.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="61"/>
        <source>Nothing was moved.</source>
        <translation>Es wurde nichts verschoben.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="71"/>
        <source> — the local secret key was not removed.</source>
        <translation> – der lokale geheime Schlüssel wurde nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="78"/>
        <source>Insert card %1 (the one the keys were moved to); the local secret key was not removed.</source>
        <translation>Stecken Sie Karte %1 ein (die Karte, auf die die Schlüssel verschoben wurden); der lokale geheime Schlüssel wurde nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="86"/>
        <source>The card no longer holds subkey %1 in the %2; the local secret key was not removed.</source>
        <translation>Die Karte enthält Unterschlüssel %1 nicht mehr als %2; der lokale geheime Schlüssel wurde nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="92"/>
        <source>Checking the backup %1 again</source>
        <translation>Sicherung %1 wird erneut geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="96"/>
        <source> — the local secret key was not removed</source>
        <translation> – der lokale geheime Schlüssel wurde nicht entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="113"/>
        <source>Pointing the keyring to the card</source>
        <translation>Schlüsselbund wird auf die Karte verwiesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="122"/>
        <source> — the key is on card %1 and in the backup %2; insert the card and run &quot;switch stubs&quot; to point the keyring to it.</source>
        <translation> – der Schlüssel ist auf Karte %1 und in der Sicherung %2; stecken Sie die Karte ein und führen Sie „switch stubs“ aus, um den Schlüsselbund darauf zu verweisen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="23"/>
        <source>The local secret key could not be kept: %1.</source>
        <translation>Der lokale geheime Schlüssel konnte nicht behalten werden: %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/LocalCopyCommand.cpp" line="24"/>
        <source>The local secret key could not be removed: %1.</source>
        <translation>Der lokale geheime Schlüssel konnte nicht entfernt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::MoveToCardCommand</name>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="21"/>
        <source>Moving subkeys to the card</source>
        <translation>Unterschlüssel werden auf die Karte verschoben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="33"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="36"/>
        <source>Written to card %1 and read back (keygrip and fingerprint match): %2. The local secret key is still in the keyring until you choose to remove it; the backup is %3.</source>
        <translation>Auf Karte %1 geschrieben und zurückgelesen (Keygrip und Fingerabdruck stimmen überein): %2. Der lokale geheime Schlüssel bleibt im Schlüsselbund, bis Sie ihn entfernen; die Sicherung ist %3.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="54"/>
        <source>There is no verified backup: make one first.</source>
        <translation>Es gibt keine geprüfte Sicherung: Erstellen Sie zuerst eine.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="59"/>
        <source>The backup %1 does not hold subkey %2; nothing was moved.</source>
        <translation>Die Sicherung %1 enthält Unterschlüssel %2 nicht; es wurde nichts verschoben.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="63"/>
        <source>Reading the card</source>
        <translation>Karte wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="68"/>
        <source> — nothing was moved; the key is in your keyring and in %1.</source>
        <translation> – es wurde nichts verschoben; der Schlüssel ist in Ihrem Schlüsselbund und in %1.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="78"/>
        <source>The inserted card is %1, not %2; nothing was moved.</source>
        <translation>Die eingesteckte Karte ist %1, nicht %2; es wurde nichts verschoben.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="90"/>
        <source>The card&apos;s %1 already holds key %2. Replacing it destroys that key on the card; choose to replace it explicitly. Nothing was moved.</source>
        <translation>%1 der Karte enthält bereits Schlüssel %2. Das Ersetzen löscht diesen Schlüssel auf der Karte; wählen Sie das Ersetzen ausdrücklich. Es wurde nichts verschoben.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="99"/>
        <source>Writing %1 to the %2</source>
        <translation>%1 wird als %2 geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="131"/>
        <source>restoring subkey %1 from %2 did not bring its secret back</source>
        <translation>das Wiederherstellen von Unterschlüssel %1 aus %2 hat sein Geheimnis nicht zurückgebracht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="169"/>
        <source>the card&apos;s %1 reads back as keygrip %2, fingerprint %3, not the subkey sent (keygrip %4, fingerprint %5)</source>
        <translation>%1 der Karte ergibt beim Zurücklesen Keygrip %2, Fingerabdruck %3, nicht den gesendeten Unterschlüssel (Keygrip %4, Fingerabdruck %5)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/MoveToCardCommand.cpp" line="26"/>
        <source>The subkeys could not be moved to the card: %1.</source>
        <translation>Die Unterschlüssel konnten nicht auf die Karte verschoben werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::RestoreLocalCommand</name>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="22"/>
        <source>Restoring the local secret key from the backup</source>
        <translation>Lokaler geheimer Schlüssel wird aus der Sicherung wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="45"/>
        <source>Every secret key of %1 is already local: there is nothing to restore.</source>
        <translation>Alle geheimen Schlüssel von %1 sind bereits lokal: Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="50"/>
        <source>• %1 %2 [%3]: now a pointer to card %4 → a local secret key again</source>
        <translation>• %1 %2 [%3]: jetzt ein Verweis auf Karte %4 → wieder ein lokaler geheimer Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="54"/>
        <source>%1

The backup %2 is checked against the key first (in a throw-away keyring); nothing changes unless it holds every one of these secret keys. The card keeps its copy. gpg on this computer then uses the local keys, not the card, and asks for the key&apos;s passphrase (the one the backup was made with) through gpg-agent when a key is used.</source>
        <translation>%1

Die Sicherung %2 wird zuerst (in einem temporären Schlüsselbund) mit dem Schlüssel abgeglichen; es ändert sich nichts, sofern sie nicht jeden dieser geheimen Schlüssel enthält. Die Karte behält ihre Kopie. gpg auf diesem Computer verwendet danach die lokalen Schlüssel statt der Karte und fragt bei Verwendung eines Schlüssels über gpg-agent nach dessen Passphrase (derjenigen, mit der die Sicherung erstellt wurde).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="77"/>
        <source>No backup to restore the local key from.</source>
        <translation>Keine Sicherung, aus der der lokale Schlüssel wiederhergestellt werden kann.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="105"/>
        <source>gpg did not restore key %1 from the backup.</source>
        <translation>gpg hat Schlüssel %1 nicht aus der Sicherung wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="121"/>
        <source>Reading the key from the keyring</source>
        <translation>Schlüssel wird aus dem Schlüsselbund gelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="136"/>
        <source>Checking the backup in a throw-away keyring</source>
        <translation>Sicherung wird in einem temporären Schlüsselbund geprüft</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="140"/>
        <source> — nothing was changed; the keys are on the card as before.</source>
        <translation> – es wurde nichts geändert; die Schlüssel sind wie bisher auf der Karte.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="143"/>
        <source>Importing the secret keys from the backup</source>
        <translation>Geheime Schlüssel werden aus der Sicherung importiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="156"/>
        <source>Every secret key of %1 is already local.</source>
        <translation>Alle geheimen Schlüssel von %1 sind bereits lokal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="158"/>
        <source>%n secret key(s) restored into the local keyring from %1. The card keeps its copy; gpg on this computer now uses the local key.</source>
        <translation>
            <numerusform>%n geheimer Schlüssel aus %1 in den lokalen Schlüsselbund wiederhergestellt. Die Karte behält ihre Kopie; gpg auf diesem Computer verwendet jetzt den lokalen Schlüssel.</numerusform>
            <numerusform>%n geheime Schlüssel aus %1 in den lokalen Schlüsselbund wiederhergestellt. Die Karte behält ihre Kopie; gpg auf diesem Computer verwendet jetzt die lokalen Schlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/RestoreLocalCommand.cpp" line="27"/>
        <source>The local secret key could not be restored from the backup: %1.</source>
        <translation>Der lokale geheime Schlüssel konnte nicht aus der Sicherung wiederhergestellt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::SlotPlanner</name>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="24"/>
        <source>Planning the move to the card</source>
        <translation>Verschieben auf die Karte wird geplant</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="91"/>
        <source>This card does not accept imported keys.</source>
        <translation>Diese Karte nimmt keine importierten Schlüssel an.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="95"/>
        <source>Key %1 (usage %2) cannot be used as the card&apos;s %3.</source>
        <translation>Schlüssel %1 (Verwendung %2) kann nicht als %3 der Karte verwendet werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="104"/>
        <source>A %1 key cannot be the card&apos;s %2.</source>
        <translation>Ein %1-Schlüssel kann nicht %2 der Karte sein.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="108"/>
        <source>The card does not support %1 keys (it takes: %2).</source>
        <translation>Die Karte unterstützt keine %1-Schlüssel (sie unterstützt: %2).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="186"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="189"/>
        <source>published keycard measurements, 2017</source>
        <translation>veröffentlichte Keycard-Messungen, 2017</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="200"/>
        <source>%1 is slow on the %2: about %3 s per signature or decryption (%4).</source>
        <translation>%1 ist auf dem %2 langsam: etwa %3 s pro Signatur oder Entschlüsselung (%4).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="245"/>
        <source>No subkey was chosen to move.</source>
        <translation>Es wurde kein Unterschlüssel zum Verschieben gewählt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="252"/>
        <source>Key %1 has no subkey %2.</source>
        <translation>Schlüssel %1 hat keinen Unterschlüssel %2.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="258"/>
        <source>The secret part of subkey %1 is not in the local keyring%2.</source>
        <translation>Der geheime Teil von Unterschlüssel %1 ist nicht im lokalen Schlüsselbund%2.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="260"/>
        <source> (it is on card %1; move it from the backup instead)</source>
        <translation> (er ist auf Karte %1; verschieben Sie ihn stattdessen aus der Sicherung)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="267"/>
        <source>Two keys were chosen for the %1.</source>
        <translation>Für %1 wurden zwei Schlüssel gewählt.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SlotPlanner.cpp" line="272"/>
        <source>Subkey %1 was chosen twice.</source>
        <translation>Unterschlüssel %1 wurde zweimal gewählt.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::keytocard::SwitchStubsCommand</name>
    <message>
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="14"/>
        <source>Switching the keyring to the inserted card</source>
        <translation>Schlüsselbund wird auf die eingesteckte Karte umgestellt</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="30"/>
        <source>The keyring now uses card %1 for %n key(s).</source>
        <translation>
            <numerusform>Der Schlüsselbund verwendet jetzt Karte %1 für %n Schlüssel.</numerusform>
            <numerusform>Der Schlüsselbund verwendet jetzt Karte %1 für %n Schlüssel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="34"/>
        <source>%n key(s) also exist as local secret keys and stay in use from the keyring.</source>
        <translation>
            <numerusform>%n Schlüssel existiert auch als lokaler geheimer Schlüssel und wird weiterhin aus dem Schlüsselbund verwendet.</numerusform>
            <numerusform>%n Schlüssel existieren auch als lokale geheime Schlüssel und werden weiterhin aus dem Schlüsselbund verwendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/keytocard/SwitchStubsCommand.cpp" line="19"/>
        <source>The keyring could not be switched to the inserted card: %1.</source>
        <translation>Der Schlüsselbund konnte nicht auf die eingesteckte Karte umgestellt werden: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::BackupImport</name>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="37"/>
        <source>%1 holds %2 secret keys; Keyward renews one key at a time from its own secret key file.</source>
        <translation>%1 enthält %2 geheime Schlüssel; Keyward erneuert jeweils einen Schlüssel aus seiner eigenen Datei mit dem geheimen Schlüssel.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="42"/>
        <source>%1 holds %n secret keys; give the secret key file of the one key whose card was lost.</source>
        <translation>
            <numerusform>%1 enthält %n geheimen Schlüssel; geben Sie die Datei mit dem geheimen Schlüssel des einen Schlüssels an, dessen Karte verloren ging.</numerusform>
            <numerusform>%1 enthält %n geheime Schlüssel; geben Sie die Datei mit dem geheimen Schlüssel des einen Schlüssels an, dessen Karte verloren ging.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="49"/>
        <source>%1 holds %n secret keys; Keyward rotates the subkeys of one key at a time from its own secret key file.</source>
        <translation>
            <numerusform>%1 enthält %n geheimen Schlüssel; Keyward rotiert die Unterschlüssel jeweils eines Schlüssels aus dessen eigener Datei mit dem geheimen Schlüssel.</numerusform>
            <numerusform>%1 enthält %n geheime Schlüssel; Keyward rotiert die Unterschlüssel jeweils eines Schlüssels aus dessen eigener Datei mit dem geheimen Schlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="60"/>
        <source>%1 does not hold the secret primary key of %2 that can certify (only subkeys, or a card stub): the new expiry must be signed with it.</source>
        <translation>%1 enthält nicht den geheimen Hauptschlüssel von %2, der zertifizieren kann (nur Unterschlüssel oder einen Kartenverweis): Das neue Ablaufdatum muss damit signiert werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="64"/>
        <source>%1 does not hold the secret primary key of %2 that can certify (only subkeys, or a card stub): the revocation must be signed with it.</source>
        <translation>%1 enthält nicht den geheimen Hauptschlüssel von %2, der zertifizieren kann (nur Unterschlüssel oder einen Kartenverweis): Der Widerruf muss damit signiert werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="70"/>
        <source>%1 does not hold the secret primary key of %2 that can certify (only subkeys, or a card stub): the new subkeys must be signed with it.</source>
        <translation>%1 enthält nicht den geheimen Hauptschlüssel von %2, der zertifizieren kann (nur Unterschlüssel oder einen Kartenverweis): Die neuen Unterschlüssel müssen mit ihm signiert werden.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="80"/>
        <source>The key %1 in %2 is revoked; a revoked key is not renewed.</source>
        <translation>Der Schlüssel %1 in %2 ist widerrufen; ein widerrufener Schlüssel wird nicht erneuert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="83"/>
        <source>The key %1 in %2 is revoked as a whole already.</source>
        <translation>Der Schlüssel %1 in %2 ist bereits als Ganzes widerrufen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="87"/>
        <source>The key %1 in %2 is revoked or expired; renew it first (key renew --primary-expire) or make a new key.</source>
        <translation>Der Schlüssel %1 in %2 ist widerrufen oder abgelaufen; erneuern Sie ihn zuerst (key renew --primary-expire) oder erstellen Sie einen neuen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="112"/>
        <source>the secret key file</source>
        <translation>die Datei mit dem geheimen Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="120"/>
        <source>Making a temporary keyring with its own gpg-agent</source>
        <translation>Einen vorübergehenden Schlüsselbund mit eigenem gpg-agent anlegen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="132"/>
        <source>Importing %1 into the temporary keyring</source>
        <translation>%1 wird in den vorübergehenden Schlüsselbund importiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="142"/>
        <source>%1 holds no OpenPGP key.</source>
        <translation>%1 enthält keinen OpenPGP-Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="161"/>
        <source>Checking that it holds a primary key that can certify</source>
        <translation>Es wird geprüft, ob sie einen Hauptschlüssel enthält, der zertifizieren kann</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/BackupImport.cpp" line="168"/>
        <source>%1 holds no secret key (is it the public key file?). Give the secret key file key create wrote, FPR-secret.asc.</source>
        <translation>%1 enthält keinen geheimen Schlüssel (ist es die Datei mit dem öffentlichen Schlüssel?). Geben Sie die Datei mit dem geheimen Schlüssel an, die key create geschrieben hat, FPR-secret.asc.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::ExpirySpec</name>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="23"/>
        <source>Reading the expiry</source>
        <translation>Den Ablauf lesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="62"/>
        <source>The expiry “%1” is zero; write “never” for a key that does not expire.</source>
        <translation>Der Ablauf „%1“ ist null; schreiben Sie „never“ für einen Schlüssel, der nicht abläuft.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="72"/>
        <source>The expiry “%1” is not a date of the calendar.</source>
        <translation>Der Ablauf „%1“ ist kein Kalenderdatum.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="75"/>
        <source>The expiry date %1 is not in the future.</source>
        <translation>Das Ablaufdatum %1 liegt nicht in der Zukunft.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="79"/>
        <source>The expiry “%1” is not understood. Write a period such as 1y, 2y, 6m, 2w or 365d, a date such as 2027-12-31, or “never”.</source>
        <translation>Der Ablauf „%1“ wird nicht verstanden. Schreiben Sie eine Dauer wie 1y, 2y, 6m, 2w oder 365d, ein Datum wie 2027-12-31 oder „never“.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/ExpirySpec.cpp" line="84"/>
        <source>The expiry “%1” lies after 2106-02-07, which OpenPGP keys cannot express.</source>
        <translation>Der Ablauf „%1“ liegt nach dem 2106-02-07, den OpenPGP-Schlüssel nicht ausdrücken können.</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineKeyCheck</name>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCheck.cpp" line="50"/>
        <source>Checking the new key</source>
        <translation>Den neuen Schlüssel prüfen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCheck.cpp" line="81"/>
        <source>Checking the secret key file</source>
        <translation>Die Datei mit dem geheimen Schlüssel prüfen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCheck.cpp" line="83"/>
        <source>the secret key file</source>
        <translation>die Datei mit dem geheimen Schlüssel</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineKeyCreation</name>
    <message>
        <location filename="../src/openpgp/offline/GpgmeSupport.cpp" line="98"/>
        <source>gpg exported nothing for key %1</source>
        <translation>gpg hat für Schlüssel %1 nichts exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="59"/>
        <source>Creating the certify-only primary key (%1)</source>
        <translation>Den reinen Zertifizierungs-Hauptschlüssel erzeugen (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="79"/>
        <source>Creating the signature subkey (%1)</source>
        <translation>Den Signatur-Unterschlüssel erzeugen (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="80"/>
        <source>Creating the encryption subkey (%1)</source>
        <translation>Den Verschlüsselungs-Unterschlüssel erzeugen (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="81"/>
        <source>Creating the authentication subkey (%1)</source>
        <translation>Den Authentisierungs-Unterschlüssel erzeugen (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="103"/>
        <source>%1 already exists, and Keyward never writes over a key file</source>
        <translation>%1 existiert bereits, und Keyward überschreibt nie eine Schlüsseldatei</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="151"/>
        <source>Creating the key</source>
        <translation>Den Schlüssel erzeugen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="199"/>
        <source>the folder %1 could not be created</source>
        <translation>der Ordner %1 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="204"/>
        <source>%1 already holds key files (%2)</source>
        <translation>%1 enthält bereits Schlüsseldateien (%2)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="208"/>
        <source>Making a temporary keyring with its own gpg-agent</source>
        <translation>Einen vorübergehenden Schlüsselbund mit eigenem gpg-agent anlegen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="230"/>
        <source>Reading back what the new keyring holds</source>
        <translation>Zurücklesen, was der neue Schlüsselbund enthält</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="241"/>
        <source>Exporting the public key, the secret key and the revocation certificate</source>
        <translation>Den öffentlichen Schlüssel, den geheimen Schlüssel und das Widerrufszertifikat exportieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="253"/>
        <source>the revocation certificate</source>
        <translation>das Widerrufszertifikat</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="276"/>
        <source>Writing the files into %1</source>
        <translation>Die Dateien nach %1 schreiben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyCreation.cpp" line="288"/>
        <source>Restoring the secret key file into an empty keyring to check it</source>
        <translation>Die Datei mit dem geheimen Schlüssel zur Prüfung in einen leeren Schlüsselbund zurückspielen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineKeyRenewal</name>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="167"/>
        <source>The key %1 in %2 has no subkey that is not revoked.</source>
        <translation>Der Schlüssel %1 in %2 hat keinen Unterschlüssel, der nicht widerrufen ist.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="71"/>
        <source>The passphrase does not unlock the primary key in %1; nothing was changed.</source>
        <translation>Die Passphrase entsperrt den Hauptschlüssel in %1 nicht; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="114"/>
        <source>Renewing the key</source>
        <translation>Schlüssel wird erneuert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="175"/>
        <source>Looking for the key in the everyday keyring</source>
        <translation>Schlüssel wird im Alltags-Schlüsselbund gesucht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="184"/>
        <source>Setting the new expiry, signed with the primary key</source>
        <translation>Neues Ablaufdatum wird gesetzt, signiert mit dem Hauptschlüssel</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="190"/>
        <source>Reading back what the temporary keyring holds</source>
        <translation>Inhalt des vorübergehenden Schlüsselbunds wird zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="207"/>
        <source>Exporting the renewed key</source>
        <translation>Erneuerter Schlüssel wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="233"/>
        <source>Writing the renewed secret key to %1</source>
        <translation>Erneuerter geheimer Schlüssel wird in %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="236"/>
        <source>%1 already exists, and Keyward never writes over a key file; nothing was changed.</source>
        <translation>%1 existiert bereits, und Keyward überschreibt niemals eine Schlüsseldatei; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="249"/>
        <source>Importing the renewed public key into the everyday keyring</source>
        <translation>Erneuerter öffentlicher Schlüssel wird in den Alltags-Schlüsselbund importiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="256"/>
        <source>Removing the temporary keyring</source>
        <translation>Vorübergehender Schlüsselbund wird entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRenewal.cpp" line="262"/>
        <source>Reading the everyday keyring back</source>
        <translation>Alltags-Schlüsselbund wird zurückgelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineKeyRotation</name>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="90"/>
        <source>The passphrase does not unlock the primary key in %1; nothing was changed.</source>
        <translation>Die Passphrase entsperrt den Hauptschlüssel in %1 nicht; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="101"/>
        <source>Creating the new subkey for usage %1 (%2)</source>
        <translation>Der neue Unterschlüssel für die Verwendung %1 (%2) wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="135"/>
        <source>Setting the old subkeys to expire now</source>
        <translation>Die alten Unterschlüssel werden auf sofortigen Ablauf gesetzt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="194"/>
        <source>Rotating the subkeys</source>
        <translation>Die Unterschlüssel werden rotiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="215"/>
        <source>signing</source>
        <translation>Signieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="216"/>
        <source>encryption</source>
        <translation>Verschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="217"/>
        <source>authentication</source>
        <translation>Authentisieren</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="234"/>
        <source>The key %1 has no %2 subkey to take the algorithm from; Keyward rotates a key with a signing, an encryption and an authentication subkey.</source>
        <translation>Der Schlüssel %1 hat keinen Unterschlüssel für %2, dessen Algorithmus übernommen werden könnte; Keyward rotiert einen Schlüssel mit je einem Unterschlüssel zum Signieren, Verschlüsseln und Authentisieren.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="279"/>
        <source>Looking for the key in the everyday keyring</source>
        <translation>Schlüssel wird im Alltags-Schlüsselbund gesucht</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="292"/>
        <source>Reading back what the temporary keyring holds</source>
        <translation>Inhalt des vorübergehenden Schlüsselbunds wird zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="303"/>
        <source>Exporting the key with its new subkeys</source>
        <translation>Der Schlüssel wird mit seinen neuen Unterschlüsseln exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="327"/>
        <source>Writing the rotated secret key to %1</source>
        <translation>Der rotierte geheime Schlüssel wird nach %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="329"/>
        <source>%1 already exists, and Keyward never writes over a key file; nothing was changed.</source>
        <translation>%1 existiert bereits, und Keyward überschreibt niemals eine Schlüsseldatei; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="341"/>
        <source>Restoring %1 into an empty keyring to check it</source>
        <translation>%1 wird zur Prüfung in einem leeren Schlüsselbund wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="352"/>
        <source>Importing the public key with its new subkeys into the everyday keyring</source>
        <translation>Der öffentliche Schlüssel mit seinen neuen Unterschlüsseln wird in den Alltags-Schlüsselbund importiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="360"/>
        <source>Removing the temporary keyring</source>
        <translation>Vorübergehender Schlüsselbund wird entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineKeyRotation.cpp" line="366"/>
        <source>Reading the everyday keyring back</source>
        <translation>Alltags-Schlüsselbund wird zurückgelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::OfflineSubkeyRevocation</name>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="74"/>
        <source>%1 is not a subkey of key %2 in %3; name subkeys by their full fingerprint (gpg -k --with-subkey-fingerprints).</source>
        <translation>%1 ist kein Unterschlüssel von Schlüssel %2 in %3; benennen Sie Unterschlüssel mit ihrem vollständigen Fingerabdruck (gpg -k --with-subkey-fingerprints).</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="81"/>
        <source>The subkey %1 is revoked already.</source>
        <translation>Der Unterschlüssel %1 ist bereits widerrufen.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="90"/>
        <source>The everyday keyring does not hold key %1 of %2, so it shows no card: is this another key&apos;s secret key file? Name the subkeys with --subkeys FPR,….</source>
        <translation>Der Alltags-Schlüsselbund enthält den Schlüssel %1 aus %2 nicht und zeigt daher keine Karte: Ist dies die Datei mit dem geheimen Schlüssel eines anderen Schlüssels? Benennen Sie die Unterschlüssel mit --subkeys FPR,….</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="109"/>
        <source>The everyday keyring holds no card stubs of key %1 that are not revoked, so Keyward cannot tell which subkeys were on the lost card. Name them with --subkeys FPR,….</source>
        <translation>Der Alltags-Schlüsselbund enthält keine nicht widerrufenen Kartenverweise von Schlüssel %1, daher kann Keyward nicht feststellen, welche Unterschlüssel auf der verlorenen Karte waren. Benennen Sie sie mit --subkeys FPR,….</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="120"/>
        <source>No subkey of key %1 is on card %2 in the everyday keyring; its stubs name the cards %3.</source>
        <translation>Laut Alltags-Schlüsselbund liegt kein Unterschlüssel von Schlüssel %1 auf Karte %2; seine Kartenverweise nennen die Karten %3.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="130"/>
        <source>The subkeys of key %1 are on more than one card (%2); say which card was lost with --card-serial.</source>
        <translation>Die Unterschlüssel von Schlüssel %1 liegen auf mehr als einer Karte (%2); geben Sie mit --card-serial an, welche Karte verloren ging.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="153"/>
        <source>The passphrase does not unlock the primary key in %1; nothing was changed.</source>
        <translation>Die Passphrase entsperrt den Hauptschlüssel in %1 nicht; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="178"/>
        <source>Revoking the lost card&apos;s subkeys</source>
        <translation>Unterschlüssel der verlorenen Karte werden widerrufen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="218"/>
        <source>Looking for the key&apos;s card stubs in the everyday keyring</source>
        <translation>Kartenverweise des Schlüssels werden im Alltags-Schlüsselbund gesucht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="236"/>
        <source>Revoking %n subkeys, signed with the primary key</source>
        <translation>
            <numerusform>%n Unterschlüssel wird widerrufen, signiert mit dem Hauptschlüssel</numerusform>
            <numerusform>%n Unterschlüssel werden widerrufen, signiert mit dem Hauptschlüssel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="242"/>
        <source>Reading back what the temporary keyring holds</source>
        <translation>Inhalt des vorübergehenden Schlüsselbunds wird zurückgelesen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="259"/>
        <source>Exporting the public key with the revocations</source>
        <translation>Öffentlicher Schlüssel mit den Widerrufen wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="279"/>
        <source>Writing the public key for publishing to %1</source>
        <translation>Öffentlicher Schlüssel zum Veröffentlichen wird in %1 geschrieben</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="281"/>
        <source>%1 already exists, and Keyward never writes over a key file; nothing was changed.</source>
        <translation>%1 existiert bereits, und Keyward überschreibt niemals eine Schlüsseldatei; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="291"/>
        <source>Importing the revocations into the everyday keyring</source>
        <translation>Widerrufe werden in den Alltags-Schlüsselbund importiert</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="298"/>
        <source>Removing the temporary keyring</source>
        <translation>Vorübergehender Schlüsselbund wird entfernt</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/OfflineSubkeyRevocation.cpp" line="304"/>
        <source>Reading the everyday keyring back</source>
        <translation>Alltags-Schlüsselbund wird zurückgelesen</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::PaperKey</name>
    <message>
        <location filename="../src/openpgp/offline/PaperKey.cpp" line="29"/>
        <source>paperkey is not installed (Debian package paperkey)</source>
        <translation>paperkey ist nicht installiert (Debian-Paket paperkey)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/PaperKey.cpp" line="36"/>
        <source>paperkey could not be started</source>
        <translation>paperkey konnte nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/PaperKey.cpp" line="42"/>
        <source>paperkey failed: %1</source>
        <translation>paperkey ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/PaperKey.cpp" line="48"/>
        <source>paperkey wrote nothing</source>
        <translation>paperkey hat nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::PublicExport</name>
    <message>
        <location filename="../src/openpgp/offline/PublicExport.cpp" line="50"/>
        <source>gpg exported nothing for key %1</source>
        <translation>gpg hat für Schlüssel %1 nichts exportiert</translation>
    </message>
</context>
<context>
    <name>keyward::openpgp::offline::TempGnupgHome</name>
    <message>
        <location filename="../src/openpgp/offline/TempGnupgHome.cpp" line="175"/>
        <source>no writable folder for a temporary keyring (%1)</source>
        <translation>kein beschreibbarer Ordner für einen vorübergehenden Schlüsselbund (%1)</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/TempGnupgHome.cpp" line="207"/>
        <source>gpg-agent did not start for the temporary keyring %1</source>
        <translation>gpg-agent ist für den vorübergehenden Schlüsselbund %1 nicht gestartet</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/TempGnupgHome.cpp" line="222"/>
        <source>Removing the temporary keyring</source>
        <translation>Den vorübergehenden Schlüsselbund entfernen</translation>
    </message>
    <message>
        <location filename="../src/openpgp/offline/TempGnupgHome.cpp" line="223"/>
        <source>%1 could not be removed completely</source>
        <translation>%1 konnte nicht vollständig entfernt werden</translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::ApduChannel</name>
    <message>
        <location filename="../src/pcsc/ApduChannel.cpp" line="38"/>
        <source>another program (usually scdaemon) holds the reader exclusively</source>
        <translation>ein anderes Programm (meist scdaemon) belegt den Kartenleser exklusiv</translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::Atr</name>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="23"/>
        <source>YubiKey 5 (OpenPGP, PIV, OATH)</source>
        <translation>YubiKey 5 (OpenPGP, PIV, OATH)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="25"/>
        <source>YubiKey 4 (OpenPGP, PIV, OATH)</source>
        <translation>YubiKey 4 (OpenPGP, PIV, OATH)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="27"/>
        <source>YubiKey NEO (OpenPGP, PIV, OATH)</source>
        <translation>YubiKey NEO (OpenPGP, PIV, OATH)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="29"/>
        <source>OpenPGP card 2.x (Nitrokey Pro)</source>
        <translation>OpenPGP-Karte 2.x (Nitrokey Pro)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="31"/>
        <source>OpenPGP card 3.x (Nitrokey Pro 2)</source>
        <translation>OpenPGP-Karte 3.x (Nitrokey Pro 2)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="33"/>
        <source>Gnuk token (FST-01, Nitrokey Start)</source>
        <translation>Gnuk-Token (FST-01, Nitrokey Start)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/Atr.cpp" line="84"/>
        <source>YubiKey (unknown model)</source>
        <translation>YubiKey (unbekanntes Modell)</translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::ReaderDeviceInfo</name>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="38"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="41"/>
        <source>card does not answer</source>
        <translation>Karte antwortet nicht</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="48"/>
        <source>unknown card</source>
        <translation>unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="55"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="57"/>
        <source>ATR</source>
        <translation>ATR</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="60"/>
        <source>In use</source>
        <translation>In Verwendung</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="60"/>
        <source>held exclusively by another program</source>
        <translation>von einem anderen Programm exklusiv belegt</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ReaderDeviceInfo.cpp" line="62"/>
        <source>PC/SC state</source>
        <translation>PC/SC-Status</translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::ScHsm</name>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="15"/>
        <source>Initialising the SmartCard-HSM</source>
        <translation>SmartCard-HSM wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="39"/>
        <source>the current SO PIN is 16 hexadecimal digits (the factory SO PIN is %1)</source>
        <translation>die aktuelle SO-PIN besteht aus 16 Hexadezimalziffern (die Werks-SO-PIN ist %1)</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="47"/>
        <source>the user PIN must be at least 6 characters long</source>
        <translation>die Benutzer-PIN muss mindestens 6 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="53"/>
        <source>the user PIN must not be longer than 16 characters</source>
        <translation>die Benutzer-PIN darf nicht länger als 16 Zeichen sein</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="59"/>
        <source>the user PIN retry counter is a number from 1 to 10</source>
        <translation>der Fehlbedienungszähler der Benutzer-PIN ist eine Zahl von 1 bis 10</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="64"/>
        <source>a 6-character user PIN allows at most 3 tries; use a longer PIN for more tries</source>
        <translation>eine Benutzer-PIN mit 6 Zeichen erlaubt höchstens 3 Versuche; verwenden Sie für mehr Versuche eine längere PIN</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="71"/>
        <source>a 7-character user PIN allows at most 5 tries; use a longer PIN for more tries</source>
        <translation>eine Benutzer-PIN mit 7 Zeichen erlaubt höchstens 5 Versuche; verwenden Sie für mehr Versuche eine längere PIN</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="79"/>
        <source>the number of DKEK shares is a number from 1 to 127</source>
        <translation>die Anzahl der DKEK-Anteile ist eine Zahl von 1 bis 127</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="115"/>
        <source>The card has no SmartCard-HSM application; nothing was changed.</source>
        <translation>Die Karte hat keine SmartCard-HSM-Anwendung; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="121"/>
        <source>The current SO PIN is wrong; 1 try is left before it is blocked for good. Nothing was changed.</source>
        <translation>Die aktuelle SO-PIN ist falsch; es bleibt 1 Versuch, bevor sie endgültig gesperrt wird. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="125"/>
        <source>The current SO PIN is wrong; %1 tries are left before it is blocked for good. Nothing was changed.</source>
        <translation>Die aktuelle SO-PIN ist falsch; es bleiben %1 Versuche, bevor sie endgültig gesperrt wird. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="133"/>
        <source>The SO PIN is blocked: the device cannot be initialised again.</source>
        <translation>Die SO-PIN ist gesperrt: Das Gerät kann nicht erneut initialisiert werden.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="140"/>
        <source>The device refused the current SO PIN; nothing was changed.</source>
        <translation>Das Gerät hat die aktuelle SO-PIN abgelehnt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="144"/>
        <source>The device refused the initialisation data (a PIN length or an option it does not support); nothing was changed.</source>
        <translation>Das Gerät hat die Initialisierungsdaten abgelehnt (eine PIN-Länge oder eine Option, die es nicht unterstützt); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="151"/>
        <source>The device does not know the SmartCard-HSM initialisation command; nothing was changed.</source>
        <translation>Das Gerät kennt den Initialisierungsbefehl des SmartCard-HSM nicht; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="156"/>
        <source>The device reported a memory failure while initialising; its state is unknown. Initialise it again.</source>
        <translation>Das Gerät hat beim Initialisieren einen Speicherfehler gemeldet; sein Zustand ist unbekannt. Initialisieren Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmInit.cpp" line="161"/>
        <source>The device refused the initialisation with status %1.</source>
        <translation>Das Gerät hat die Initialisierung mit Status %1 abgelehnt.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="18"/>
        <source>Reading the SmartCard-HSM&apos;s state</source>
        <translation>Zustand des SmartCard-HSM wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="103"/>
        <source>The device&apos;s answer to SELECT has no SmartCard-HSM version.</source>
        <translation>Die Antwort des Geräts auf SELECT enthält keine SmartCard-HSM-Version.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="158"/>
        <source>The SmartCard-HSM in &quot;%1&quot; reports that it is not initialised.</source>
        <translation>Das SmartCard-HSM in „%1“ meldet, dass es nicht initialisiert ist.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="161"/>
        <source>The SmartCard-HSM in &quot;%1&quot; (version %2.%3) reports that it is initialised.</source>
        <translation>Das SmartCard-HSM in „%1“ (Version %2.%3) meldet, dass es initialisiert ist.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="167"/>
        <source>Its user PIN is blocked.</source>
        <translation>Seine Benutzer-PIN ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="171"/>
        <source>Its user PIN has 1 try left.</source>
        <translation>Seine Benutzer-PIN hat noch 1 Versuch.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="172"/>
        <source>Its user PIN has %1 tries left.</source>
        <translation>Seine Benutzer-PIN hat noch %1 Versuche.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="175"/>
        <source>Its SO PIN is blocked.</source>
        <translation>Seine SO-PIN ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="177"/>
        <source>Its SO PIN has 1 try left.</source>
        <translation>Seine SO-PIN hat noch 1 Versuch.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="178"/>
        <source>Its SO PIN has %1 tries left.</source>
        <translation>Seine SO-PIN hat noch %1 Versuche.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="181"/>
        <source>The SO PIN can set a new user PIN.</source>
        <translation>Die SO-PIN kann eine neue Benutzer-PIN setzen.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="184"/>
        <source>It has no DKEK shares: its keys cannot be exported wrapped.</source>
        <translation>Es hat keine DKEK-Anteile: Seine Schlüssel können nicht verpackt exportiert werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="186"/>
        <source>It waits for %1 of %n DKEK shares to be imported before keys can be made.</source>
        <translation>
            <numerusform>Es wartet auf den Import von %1 von %n DKEK-Anteil, bevor Schlüssel erzeugt werden können.</numerusform>
            <numerusform>Es wartet auf den Import von %1 von %n DKEK-Anteilen, bevor Schlüssel erzeugt werden können.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/pcsc/ScHsmStatus.cpp" line="191"/>
        <source>Its DKEK of %n shares is complete (key check value %1).</source>
        <translation>
            <numerusform>Sein DKEK aus %n Anteil ist vollständig (Schlüsselprüfwert %1).</numerusform>
            <numerusform>Sein DKEK aus %n Anteilen ist vollständig (Schlüsselprüfwert %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>keyward::pcsc::ScHsmDkek</name>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="31"/>
        <source>Using the SmartCard-HSM&apos;s DKEK</source>
        <translation>DKEK des SmartCard-HSM wird verwendet</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="178"/>
        <source>The device&apos;s DKEK status is too short to read.</source>
        <translation>Der DKEK-Status des Geräts ist zu kurz zum Lesen.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="187"/>
        <source>The device&apos;s DKEK is not complete: %1 of %2 shares are still outstanding. Import them first; nothing was changed.</source>
        <translation>Der DKEK des Geräts ist nicht vollständig: %1 von %2 Anteilen stehen noch aus. Importieren Sie sie zuerst; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="294"/>
        <source>The file is not a wrapped key as sc-hsm-tool --wrap-key writes it (a SEQUENCE holding the key blob, the key&apos;s description and its certificate), or it is truncated; nothing was changed.</source>
        <translation>Die Datei ist kein verpackter Schlüssel, wie sc-hsm-tool --wrap-key ihn schreibt (eine SEQUENCE mit dem Schlüssel-Blob, der Beschreibung des Schlüssels und seinem Zertifikat), oder sie ist abgeschnitten; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="440"/>
        <source>The device&apos;s DKEK is already complete (%1 of %1 shares imported); another share would change it. Nothing was changed.</source>
        <translation>Der DKEK des Geräts ist bereits vollständig (%1 von %1 Anteilen importiert); ein weiterer Anteil würde ihn verändern. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="509"/>
        <source>The key blob was wrapped under another DKEK (its key check value is %1, the device&apos;s is %2); nothing was changed.</source>
        <translation>Der Schlüssel-Blob wurde unter einem anderen DKEK verpackt (sein Schlüsselprüfwert ist %1, der des Geräts %2); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="526"/>
        <source>The device already holds a key description or certificate under key reference %1; choose an unused key reference. Nothing was changed.</source>
        <translation>Das Gerät enthält unter der Schlüsselreferenz %1 bereits eine Schlüsselbeschreibung oder ein Zertifikat; wählen Sie eine unbenutzte Schlüsselreferenz. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="558"/>
        <source>The card has no SmartCard-HSM application; nothing was changed.</source>
        <translation>Die Karte hat keine SmartCard-HSM-Anwendung; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="563"/>
        <source>The user PIN is wrong; 1 try is left. Nothing was changed.</source>
        <translation>Die Benutzer-PIN ist falsch; es bleibt 1 Versuch. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="564"/>
        <source>The user PIN is wrong; %1 tries are left. Nothing was changed.</source>
        <translation>Die Benutzer-PIN ist falsch; es bleiben %1 Versuche. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="569"/>
        <source>The user PIN is blocked; nothing was changed.</source>
        <translation>Die Benutzer-PIN ist gesperrt; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="572"/>
        <source>The device was initialised without a DKEK (init-sc-hsm without --dkek-shares); keys cannot be wrapped or unwrapped. Nothing was changed.</source>
        <translation>Das Gerät wurde ohne DKEK initialisiert (init-sc-hsm ohne --dkek-shares); Schlüssel können weder verpackt noch entpackt werden. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="576"/>
        <source>The device refused: its DKEK is not complete or the user PIN was not verified.</source>
        <translation>Das Gerät hat abgelehnt: Sein DKEK ist nicht vollständig oder die Benutzer-PIN wurde nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="579"/>
        <source>The device refused the command: the user PIN was not verified.</source>
        <translation>Das Gerät hat den Befehl abgelehnt: Die Benutzer-PIN wurde nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="582"/>
        <source>The device has no key under that key reference.</source>
        <translation>Das Gerät hat unter dieser Schlüsselreferenz keinen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="583"/>
        <source>The device has no such key or file.</source>
        <translation>Das Gerät hat keinen solchen Schlüssel und keine solche Datei.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="585"/>
        <source>The device already has a key under that key reference; choose an unused one. Nothing was changed.</source>
        <translation>Das Gerät hat unter dieser Schlüsselreferenz bereits einen Schlüssel; wählen Sie eine unbenutzte. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="589"/>
        <source>The device refused the key blob: it does not match the DKEK, is damaged or truncated. No key was stored.</source>
        <translation>Das Gerät hat den Schlüssel-Blob abgelehnt: Er passt nicht zum DKEK, ist beschädigt oder abgeschnitten. Es wurde kein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="591"/>
        <source>The device refused the data.</source>
        <translation>Das Gerät hat die Daten abgelehnt.</translation>
    </message>
    <message>
        <location filename="../src/pcsc/ScHsmDkek.cpp" line="593"/>
        <source>The device answered status %1.</source>
        <translation>Das Gerät hat mit Status %1 geantwortet.</translation>
    </message>
</context>
<context>
    <name>keyward::pkcs11</name>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="60"/>
        <source>Cancelled. The token had already generated the %1 key pair; Keyward deleted it again, so nothing was added to the token.</source>
        <translation>Abgebrochen. Das Token hatte das %1-Schlüsselpaar bereits erzeugt; Keyward hat es wieder gelöscht, dem Token wurde also nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="68"/>
        <source>Cancelled, but the %1 key pair the token made meanwhile could not be deleted (%2): it is still on the token with ID %3%4. Delete it if you do not want it.</source>
        <translation>Abgebrochen, aber das %1-Schlüsselpaar, das das Token inzwischen erzeugt hat, konnte nicht gelöscht werden (%2): Es liegt weiterhin auf dem Token mit ID %3%4. Löschen Sie es, wenn Sie es nicht benötigen.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="157"/>
        <source>Generating the key pair (%1)</source>
        <translation>Schlüsselpaar wird erzeugt (%1)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="182"/>
        <source>This token generates keys after its %1, but the %2 was given; it was not tried, so no try was spent.</source>
        <translation>Dieses Token erzeugt Schlüssel nach seiner %1, angegeben wurde aber die %2; sie wurde nicht versucht, es wurde also kein Versuch verbraucht.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="196"/>
        <source>Cancelled before the token started: no key pair was generated.</source>
        <translation>Abgebrochen, bevor das Token begonnen hat: Es wurde kein Schlüsselpaar erzeugt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="214"/>
        <source>The token already holds an object labelled “%1”; choose another label, so that each key can be named.</source>
        <translation>Das Token enthält bereits ein Objekt mit der Bezeichnung „%1“; wählen Sie eine andere Bezeichnung, damit sich jeder Schlüssel benennen lässt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyGenerator.cpp" line="222"/>
        <source>The token already holds an object with ID %1; choose another ID, or none for a random one.</source>
        <translation>Das Token enthält bereits ein Objekt mit der ID %1; wählen Sie eine andere ID oder keine für eine zufällige.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectReader.cpp" line="171"/>
        <source>no %1 on the token</source>
        <translation>kein %1 auf dem Token</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectReader.cpp" line="176"/>
        <source>%1 objects match %2; give a label or ID</source>
        <translation>%1 Objekte passen zu %2; geben Sie eine Bezeichnung oder ID an</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Pkcs11Uri.cpp" line="13"/>
        <source>Reading the PKCS#11 URI</source>
        <translation>PKCS#11-URI wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Quirks.cpp" line="86"/>
        <source>The SmartCard-HSM accepts private keys only wrapped under a DKEK: initialise it with DKEK shares (sc-hsm-tool --initialize --dkek-shares) and import with sc-hsm-tool --unwrap-key; certificates can be imported here.</source>
        <translation>Das SmartCard-HSM nimmt private Schlüssel nur verpackt unter einem DKEK an: Initialisieren Sie es mit DKEK-Anteilen (sc-hsm-tool --initialize --dkek-shares) und importieren Sie mit sc-hsm-tool --unwrap-key; Zertifikate können hier importiert werden.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Quirks.cpp" line="105"/>
        <source>OpenPGP cards take private keys through their own key-import commands (gpg keytocard or openpgp-tool), not through PKCS#11.</source>
        <translation>OpenPGP-Karten nehmen private Schlüssel über ihre eigenen Importbefehle an (gpg keytocard oder openpgp-tool), nicht über PKCS#11.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="33"/>
        <source>%1 free of %2</source>
        <translation>%1 von %2 frei</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="101"/>
        <source>(uninitialised token)</source>
        <translation>(nicht initialisiertes Token)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="59"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="60"/>
        <source>Manufacturer</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="61"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="62"/>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="63"/>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="65"/>
        <source>User PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="67"/>
        <location filename="../src/pkcs11/TokenPin.cpp" line="41"/>
        <source>SO PIN</source>
        <translation>SO-PIN</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="69"/>
        <source>Hardware version</source>
        <translation>Hardwareversion</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="70"/>
        <source>Firmware version</source>
        <translation>Firmwareversion</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="71"/>
        <source>Public memory</source>
        <translation>Öffentlicher Speicher</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="74"/>
        <source>Private memory</source>
        <translation>Privater Speicher</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="79"/>
        <source>PIN length</source>
        <translation>PIN-Länge</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="80"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="84"/>
        <source>Slot</source>
        <translation>Slot</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="87"/>
        <source>Module</source>
        <translation>Modul</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="88"/>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="142"/>
        <source>Module file</source>
        <translation>Moduldatei</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="90"/>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="93"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="90"/>
        <source>virtual card in a vpcd reader</source>
        <translation>virtuelle Karte in einem vpcd-Leser</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="93"/>
        <source>software token (virtual)</source>
        <translation>Software-Token (virtuell)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="106"/>
        <source>none reported</source>
        <translation>keine gemeldet</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="108"/>
        <source>“%1” (serial %2)</source>
        <translation>„%1“ (Seriennummer %2)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="111"/>
        <source>slot %1</source>
        <translation>Steckplatz %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="112"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenDevice.cpp" line="113"/>
        <source>%1 in %2 (serial %3)</source>
        <translation>%1 in %2 (Seriennummer %3)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="21"/>
        <source>random number generator</source>
        <translation>Zufallszahlengenerator</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="23"/>
        <source>write-protected</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="24"/>
        <source>login required</source>
        <translation>Anmeldung erforderlich</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="26"/>
        <source>user PIN initialised</source>
        <translation>Benutzer-PIN initialisiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="28"/>
        <source>restore key not needed</source>
        <translation>Wiederherstellungsschlüssel nicht nötig</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="29"/>
        <source>clock on token</source>
        <translation>Uhr auf dem Token</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="31"/>
        <source>PIN pad or other protected authentication path</source>
        <translation>PIN-Pad oder anderer geschützter Authentisierungspfad</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="33"/>
        <source>dual crypto operations</source>
        <translation>duale Kryptooperationen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="35"/>
        <source>token initialised</source>
        <translation>Token initialisiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="37"/>
        <source>secondary authentication</source>
        <translation>sekundäre Authentisierung</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="39"/>
        <source>user PIN count low</source>
        <translation>Benutzer-PIN: wenige Versuche übrig</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="41"/>
        <source>user PIN final try</source>
        <translation>Benutzer-PIN: letzter Versuch</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="43"/>
        <source>user PIN locked</source>
        <translation>Benutzer-PIN gesperrt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="45"/>
        <source>user PIN to be changed</source>
        <translation>Benutzer-PIN muss geändert werden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="47"/>
        <source>SO PIN count low</source>
        <translation>SO-PIN: wenige Versuche übrig</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="49"/>
        <source>SO PIN final try</source>
        <translation>SO-PIN: letzter Versuch</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="50"/>
        <source>SO PIN locked</source>
        <translation>SO-PIN gesperrt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="52"/>
        <source>SO PIN to be changed</source>
        <translation>SO-PIN muss geändert werden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="56"/>
        <source>hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="57"/>
        <source>encrypt</source>
        <translation>verschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="58"/>
        <source>decrypt</source>
        <translation>entschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="59"/>
        <source>digest</source>
        <translation>Hash bilden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="60"/>
        <source>sign</source>
        <translation>signieren</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="61"/>
        <source>sign with recovery</source>
        <translation>signieren mit Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="62"/>
        <source>verify</source>
        <translation>verifizieren</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="64"/>
        <source>verify with recovery</source>
        <translation>verifizieren mit Wiederherstellung</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="65"/>
        <source>generate key</source>
        <translation>Schlüssel erzeugen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="67"/>
        <source>generate key pair</source>
        <translation>Schlüsselpaar erzeugen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="68"/>
        <source>wrap</source>
        <translation>verpacken</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="69"/>
        <source>unwrap</source>
        <translation>entpacken</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="70"/>
        <source>derive</source>
        <translation>ableiten</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="71"/>
        <source>EC: prime field</source>
        <translation>EC: Primkörper</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="73"/>
        <source>EC: binary field</source>
        <translation>EC: Binärkörper</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="74"/>
        <source>EC: explicit parameters</source>
        <translation>EC: explizite Parameter</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="75"/>
        <source>EC: named curve</source>
        <translation>EC: benannte Kurve</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="77"/>
        <source>EC: uncompressed points</source>
        <translation>EC: unkomprimierte Punkte</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFlags.cpp" line="79"/>
        <source>EC: compressed points</source>
        <translation>EC: komprimierte Punkte</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenLocator.cpp" line="69"/>
        <source>Finding the token</source>
        <translation>Token wird gesucht</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenLocator.cpp" line="134"/>
        <source>%1 tokens match; say which: %2</source>
        <translation>%1 Token passen; geben Sie an, welches: %2</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenService.cpp" line="166"/>
        <source>Listing the objects</source>
        <translation>Objekte werden aufgelistet</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="31"/>
        <source>%1 has no SO PIN of its own</source>
        <translation>%1 hat keine eigene SO-PIN</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="46"/>
        <source>%1 and takes a first user PIN only right after the token is initialised; change the user PIN with the current one instead</source>
        <translation>%1 und nimmt eine erste Benutzer-PIN nur direkt nach dem Initialisieren des Tokens an; ändern Sie stattdessen die Benutzer-PIN mit der aktuellen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="64"/>
        <location filename="../src/pkcs11/TokenService.cpp" line="193"/>
        <source>Initialising the token</source>
        <translation>Token wird initialisiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="67"/>
        <source>the label must be 1 to 32 bytes long</source>
        <translation>die Bezeichnung muss 1 bis 32 Bytes lang sein</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="70"/>
        <source>an SO PIN is needed</source>
        <translation>eine SO-PIN wird benötigt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="111"/>
        <source>Setting the user PIN</source>
        <translation>Benutzer-PIN wird gesetzt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="113"/>
        <source>the new user PIN is empty</source>
        <translation>die neue Benutzer-PIN ist leer</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="137"/>
        <source>Changing the SO PIN</source>
        <translation>SO-PIN wird geändert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="137"/>
        <source>Changing the user PIN</source>
        <translation>Benutzer-PIN wird geändert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="139"/>
        <source>the new PIN is empty</source>
        <translation>die neue PIN ist leer</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="144"/>
        <source>%1, so there is none to change</source>
        <translation>%1, daher gibt es keine, die geändert werden könnte</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="153"/>
        <source>the new SO PIN must be %1 hexadecimal digits</source>
        <translation>die neue SO-PIN muss aus %1 Hexadezimalziffern bestehen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="158"/>
        <source>the new PIN must be %1 to %2 characters long</source>
        <translation>die neue PIN muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="199"/>
        <source>Listing the mechanisms</source>
        <translation>Mechanismen werden aufgelistet</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="228"/>
        <source>Deleting objects</source>
        <translation>Objekte werden gelöscht</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="230"/>
        <source>name the object by label or ID</source>
        <translation>benennen Sie das Objekt per Bezeichnung oder ID</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenAdmin.cpp" line="243"/>
        <source>no object matches</source>
        <translation>kein passendes Objekt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenService.cpp" line="284"/>
        <source>Exporting</source>
        <translation>Wird exportiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenService.cpp" line="351"/>
        <source>Making the object&apos;s URI</source>
        <translation>URI des Objekts wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="12"/>
        <source>any object</source>
        <translation>beliebiges Objekt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="14"/>
        <source>private key</source>
        <translation>privater Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="16"/>
        <source>public key</source>
        <translation>öffentlicher Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="18"/>
        <source>secret key</source>
        <translation>geheimer Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="20"/>
        <source>certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="22"/>
        <source>data object</source>
        <translation>Datenobjekt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ObjectInfo.cpp" line="24"/>
        <source>other object</source>
        <translation>anderes Objekt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="98"/>
        <source>A wrong SO PIN was entered before.</source>
        <translation>Zuvor wurde eine falsche SO-PIN eingegeben.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="100"/>
        <source>A wrong user PIN was entered before.</source>
        <translation>Zuvor wurde eine falsche Benutzer-PIN eingegeben.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="103"/>
        <source>One try left: a wrong SO PIN now locks the token for good.</source>
        <translation>Noch ein Versuch: Eine falsche SO-PIN sperrt das Token jetzt endgültig.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="106"/>
        <source>One try left: a wrong user PIN now locks it (the SO PIN unblocks).</source>
        <translation>Noch ein Versuch: Eine falsche Benutzer-PIN sperrt sie jetzt (die SO-PIN entsperrt).</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="110"/>
        <source>The SO PIN is locked.</source>
        <translation>Die SO-PIN ist gesperrt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="111"/>
        <source>The user PIN is locked; unblock it with the SO PIN.</source>
        <translation>Die Benutzer-PIN ist gesperrt; entsperren Sie sie mit der SO-PIN.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenInfo.cpp" line="114"/>
        <source>The user PIN has not been set yet.</source>
        <translation>Die Benutzer-PIN wurde noch nicht gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="80"/>
        <source>Importing the certificate</source>
        <translation>Zertifikat wird importiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="201"/>
        <source>the PKCS#12 file</source>
        <translation>die PKCS#12-Datei</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="221"/>
        <source>Importing the PKCS#12 file</source>
        <translation>PKCS#12-Datei wird importiert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="149"/>
        <source>wrong PKCS#12 password (or damaged file)</source>
        <translation>falsches PKCS#12-Passwort (oder beschädigte Datei)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="166"/>
        <source>the PKCS#12 file holds no private key</source>
        <translation>die PKCS#12-Datei enthält keinen privaten Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="178"/>
        <source>the certificate does not belong to the key</source>
        <translation>das Zertifikat gehört nicht zum Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="187"/>
        <source>Reading the PKCS#12 file</source>
        <translation>PKCS#12-Datei wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="346"/>
        <source>the private key</source>
        <translation>der private Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="347"/>
        <source>the public key</source>
        <translation>der öffentliche Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="350"/>
        <source>the certificate</source>
        <translation>das Zertifikat</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="368"/>
        <source>CA certificate %1</source>
        <translation>CA-Zertifikat %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="385"/>
        <source>Cancelled: nothing was imported. %1</source>
        <translation>Abgebrochen: Es wurde nichts importiert. %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Importer.cpp" line="386"/>
        <source>Cancelled. %1</source>
        <translation>Abgebrochen. %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProfileFields.cpp" line="77"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="31"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="67"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="78"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="137"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="147"/>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="170"/>
        <location filename="../src/pkcs11/ProvisioningScHsm.cpp" line="16"/>
        <source>Reading the provisioning profile</source>
        <translation>Einrichtungsprofil wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProfileFields.cpp" line="78"/>
        <source>at the top level</source>
        <translation>auf oberster Ebene</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProfileFields.cpp" line="79"/>
        <source>in &quot;%1&quot;</source>
        <translation>in „%1“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProfileFields.cpp" line="98"/>
        <source>&quot;%1&quot; must be %2, not %3</source>
        <translation>„%1“ muss %2 sein, nicht %3</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="35"/>
        <source>&quot;%1.san&quot; holds &quot;%2&quot;, which is not a name of the form DNS:, IP:, email:, URI: or RID: followed by the value</source>
        <translation>„%1.san“ enthält „%2“, das kein Name der Form DNS:, IP:, email:, URI: oder RID: gefolgt vom Wert ist</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="43"/>
        <source>&quot;%1.keyUsage&quot; holds &quot;%2&quot;, which is not a key usage; the usages are %3</source>
        <translation>„%1.keyUsage“ enthält „%2“, das keine Schlüsselverwendung ist; die Verwendungen sind %3</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="51"/>
        <source>&quot;%1.extendedKeyUsage&quot; holds &quot;%2&quot;, which is neither a purpose Keyward knows by name nor a dotted object identifier</source>
        <translation>„%1.extendedKeyUsage“ enthält „%2“, das weder ein Zweck ist, den Keyward beim Namen kennt, noch ein Objektbezeichner in Punktnotation</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="68"/>
        <source>&quot;%1&quot; is &quot;%2&quot;, which leads outside the profile&apos;s folder: give a relative path without &quot;..&quot; parts</source>
        <translation>„%1“ ist „%2“, was aus dem Profilordner hinausführt: geben Sie einen relativen Pfad ohne „..“-Bestandteile an</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="111"/>
        <source>&quot;%1.days&quot; must be %2 to %3, not %4</source>
        <translation>„%1.days“ muss %2 bis %3 sein, nicht %4</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="149"/>
        <source>the provisioning profile</source>
        <translation>das Einrichtungsprofil</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="156"/>
        <source>%1 is not a JSON object: %2 at offset %3</source>
        <translation>%1 ist kein JSON-Objekt: %2 an Position %3</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="180"/>
        <source>PINs are not kept in a profile: give &quot;file&quot; or &quot;prompt&quot;</source>
        <translation>PINs werden nicht in einem Profil gespeichert: Geben Sie &quot;file&quot; oder &quot;prompt&quot; an</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="195"/>
        <source>the profile has no &quot;select&quot;: say which tokens it is for with &quot;module&quot;, &quot;label&quot; or &quot;serials&quot;</source>
        <translation>das Profil hat kein „select“: geben Sie mit „module“, „label“ oder „serials“ an, für welche Token es gilt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="212"/>
        <source>&quot;select.serials&quot; holds an empty serial number; give each token&apos;s serial or leave the list out</source>
        <translation>„select.serials“ enthält eine leere Seriennummer; geben Sie die Seriennummer jedes Tokens an oder lassen Sie die Liste weg</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="218"/>
        <source>&quot;select&quot; names no token: give &quot;module&quot;, &quot;label&quot; or &quot;serials&quot; so the profile does not act on every token</source>
        <translation>„select“ nennt kein Token: geben Sie „module“, „label“ oder „serials“ an, damit das Profil nicht auf jedes Token wirkt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="248"/>
        <location filename="../src/pkcs11/ProvisioningScHsm.cpp" line="51"/>
        <source>&quot;%1&quot; must be an object, not %2</source>
        <translation>„%1“ muss ein Objekt sein, nicht %2</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="282"/>
        <source>&quot;%1.id&quot; must be hexadecimal bytes (&quot;01&quot;, &quot;a1b2&quot;), not &quot;%2&quot;</source>
        <translation>„%1.id“ muss aus hexadezimalen Bytes bestehen („01“, „a1b2“), nicht „%2“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="298"/>
        <source>&quot;%1.csr&quot; needs a &quot;subject&quot;</source>
        <translation>„%1.csr“ benötigt ein „subject“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="320"/>
        <source>&quot;%1.selfSigned&quot; needs a &quot;subject&quot;</source>
        <translation>„%1.selfSigned“ benötigt ein „subject“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="376"/>
        <source>initialising a SmartCard-HSM (&quot;initialize.scHsm&quot;) sets its user PIN, which needs pins.user</source>
        <translation>das Initialisieren eines SmartCard-HSM („initialize.scHsm“) setzt seine Benutzer-PIN, was pins.user erfordert</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="460"/>
        <source>Choosing an output file</source>
        <translation>Ausgabedatei wird gewählt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="461"/>
        <source>&quot;%1&quot; names %2, which is outside the profile&apos;s folder %3</source>
        <translation>„%1“ nennt %2, das außerhalb des Profilordners %3 liegt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="372"/>
        <source>initialising needs an SO PIN (pins.so)</source>
        <translation>Initialisieren benötigt eine SO-PIN (pins.so)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProfileFields.cpp" line="93"/>
        <source>&quot;%1&quot; %2 is not a profile field; the fields there are %3</source>
        <translation>„%1“ %2 ist kein Profilfeld; die Felder dort sind %3</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="265"/>
        <source>&quot;%1&quot; has no &quot;type&quot;: say which key pair to generate (%2)</source>
        <translation>„%1“ hat keinen „type“: geben Sie an, welches Schlüsselpaar erzeugt werden soll (%2)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="271"/>
        <source>&quot;%1.type&quot; is &quot;%2&quot;, which is not a key type a profile can name; the types are %3</source>
        <translation>„%1.type“ ist „%2“, was kein Schlüsseltyp ist, den ein Profil nennen kann; die Typen sind %3</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningProfile.cpp" line="381"/>
        <source>generating keys needs a user PIN (pins.user)</source>
        <translation>Schlüsselerzeugung benötigt eine Benutzer-PIN (pins.user)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="145"/>
        <source>Provisioning</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="149"/>
        <source>the profile initialises tokens, which destroys their keys and certificates: confirm it (--yes)</source>
        <translation>das Profil initialisiert Token, wodurch deren Schlüssel und Zertifikate gelöscht werden: Bestätigen Sie dies (--yes)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="176"/>
        <source>no present token matches the profile</source>
        <translation>kein vorhandenes Token passt zum Profil</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="186"/>
        <source>not confirmed</source>
        <translation>nicht bestätigt</translation>
    </message>
    <message>
        <location filename="../src/gui/token/ProvisionDialog.cpp" line="381"/>
        <location filename="../src/pkcs11/Provisioner.cpp" line="190"/>
        <source>SO PIN: </source>
        <translation>SO-PIN: </translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="194"/>
        <source>User PIN: </source>
        <translation>Benutzer-PIN: </translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="52"/>
        <location filename="../src/pkcs11/Provisioner.cpp" line="76"/>
        <source>Writing %1</source>
        <translation>Schreibe %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="80"/>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="63"/>
        <source>%1 leads outside the profile&apos;s folder %2</source>
        <translation>%1 führt aus dem Profilordner %2 hinaus</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="68"/>
        <location filename="../src/pkcs11/Provisioner.cpp" line="89"/>
        <source>the file exists and is kept; set &quot;overwrite&quot;: true in the profile to replace it</source>
        <translation>die Datei existiert und bleibt erhalten; setzen Sie &quot;overwrite&quot;: true im Profil, um sie zu ersetzen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="94"/>
        <source>the file in the way cannot be removed</source>
        <translation>die im Weg liegende Datei kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="137"/>
        <source>Finding the token again</source>
        <translation>Token wird erneut gesucht</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="138"/>
        <source>no token with serial %1 is present after its initialisation</source>
        <translation>nach seiner Initialisierung ist kein Token mit der Seriennummer %1 vorhanden</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="156"/>
        <source>the profile initialises SmartCard-HSMs (&quot;initialize.scHsm&quot;), which keyward-cli token provision does; nothing was done</source>
        <translation>das Profil initialisiert SmartCard-HSMs („initialize.scHsm“), was keyward-cli token provision übernimmt; es wurde nichts getan</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/pkcs11/Provisioner.cpp" line="210"/>
        <source>Cancelled. Tokens not started: %n.</source>
        <translation>
            <numerusform>Abgebrochen. Nicht begonnenes Token: %n.</numerusform>
            <numerusform>Abgebrochen. Nicht begonnene Token: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="223"/>
        <source>Token initialised as “%1”.</source>
        <translation>Token als „%1“ initialisiert.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="225"/>
        <source>User PIN set.</source>
        <translation>Benutzer-PIN gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="227"/>
        <source>Key pair %1 generated (%2).</source>
        <translation>Schlüsselpaar %1 erzeugt (%2).</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="230"/>
        <source>Certificate request for %1 made.</source>
        <translation>Zertifikatsanforderung für %1 erstellt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="231"/>
        <source>Certificate request for %1 written to %2.</source>
        <translation>Zertifikatsanforderung für %1 nach %2 geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="234"/>
        <source>Self-signed certificate for %1 made.</source>
        <translation>Selbstsigniertes Zertifikat für %1 erstellt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="235"/>
        <source>Self-signed certificate for %1 written to %2.</source>
        <translation>Selbstsigniertes Zertifikat für %1 nach %2 geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="238"/>
        <source>Self-signed certificate for %1 stored on the token.</source>
        <translation>Selbstsigniertes Zertifikat für %1 auf dem Token gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="240"/>
        <source>Self-signed certificate for %1 stored on the token and written to %2.</source>
        <translation>Selbstsigniertes Zertifikat für %1 auf dem Token gespeichert und nach %2 geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="466"/>
        <source>cancelled; not done: %1</source>
        <translation>abgebrochen; nicht erledigt: %1</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/Provisioner.cpp" line="467"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/SlotReader.cpp" line="31"/>
        <source>Reading the module information</source>
        <translation>Modulinformationen werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/SlotReader.cpp" line="49"/>
        <source>Listing the slots</source>
        <translation>Slots werden aufgelistet</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/SlotReader.cpp" line="77"/>
        <source>Reading the slot information</source>
        <translation>Slot-Informationen werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/SlotReader.cpp" line="98"/>
        <source>Reading the token information</source>
        <translation>Token-Informationen werden gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenSigner.cpp" line="62"/>
        <location filename="../src/pkcs11/TokenSigner.cpp" line="120"/>
        <source>Signing on the token</source>
        <translation>Signieren auf dem Token</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenSigner.cpp" line="137"/>
        <source>Creating a certificate request</source>
        <translation>Zertifikatsanforderung wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenSigner.cpp" line="160"/>
        <source>Creating a self-signed certificate</source>
        <translation>Selbstsigniertes Zertifikat wird erstellt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenSigner.cpp" line="178"/>
        <source>Cancelled: the certificate was signed but not written onto the token; nothing was added.</source>
        <translation>Abgebrochen: Das Zertifikat wurde signiert, aber nicht auf das Token geschrieben; es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ModuleProblem.cpp" line="17"/>
        <source>Loading the PKCS#11 module %1</source>
        <translation>PKCS#11-Modul %1 wird geladen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ModuleProblem.cpp" line="51"/>
        <source>The PKCS#11 module %1 cannot be used: %2.</source>
        <translation>Das PKCS#11-Modul %1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ModuleProblem.cpp" line="55"/>
        <source>The PKCS#11 module %1 (%2) cannot be used: %3.</source>
        <translation>Das PKCS#11-Modul %1 (%2) kann nicht verwendet werden: %3.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="37"/>
        <source>The token has no key-encryption key &quot;%1&quot; that the stored keys were wrapped under, so they cannot be used on it.</source>
        <translation>Das Token hat keinen Schlüsselverschlüsselungsschlüssel „%1“, unter dem die gespeicherten Schlüssel verpackt wurden; daher können sie darauf nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="106"/>
        <source>%1, so the pool store&apos;s record of this key was altered and the key is not used; empty the pool with &quot;keyward-cli token pool drain&quot; and fill it again</source>
        <translation>%1, also wurde der Eintrag dieses Schlüssels im Pool-Speicher verändert und der Schlüssel wird nicht verwendet; leeren Sie den Schlüsselpool mit „keyward-cli token pool drain“ und füllen Sie ihn neu</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="119"/>
        <source>the stored key&apos;s type &quot;%1&quot; is not one a pool holds</source>
        <translation>der Typ „%1“ des gespeicherten Schlüssels ist keiner, den ein Schlüsselpool enthält</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="125"/>
        <source>the unwrapped key is %1 where its record says %2</source>
        <translation>der entpackte Schlüssel ist %1, wo sein Eintrag %2 sagt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="126"/>
        <source>of an unknown type</source>
        <translation>von unbekanntem Typ</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="133"/>
        <source>the stored public key is %1 where its record says %2</source>
        <translation>der gespeicherte öffentliche Schlüssel ist %1, wo sein Eintrag %2 sagt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="134"/>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="137"/>
        <source>the signature of the unwrapped key does not verify against the public key stored with it</source>
        <translation>die Signatur des entpackten Schlüssels lässt sich mit dem mit ihm gespeicherten öffentlichen Schlüssel nicht bestätigen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="193"/>
        <source>the token holds %1 key-encryption keys labelled &quot;%2&quot; (IDs %3) where the key pool keeps one, so it cannot tell which one to use; delete one of them, for example with &quot;pkcs11-tool --login --delete-object --type secrkey --id ID&quot;, and try again (&quot;keyward-cli token pool status&quot; then counts the keys stored under the deleted one as orphaned)</source>
        <translation>das Token enthält %1 Schlüsselverschlüsselungsschlüssel mit der Bezeichnung „%2“ (IDs %3), wo der Schlüsselpool einen hält, und kann daher nicht wissen, welcher zu verwenden ist; löschen Sie einen davon, zum Beispiel mit „pkcs11-tool --login --delete-object --type secrkey --id ID“, und versuchen Sie es erneut („keyward-cli token pool status“ zählt die unter dem gelöschten gespeicherten Schlüssel dann als verwaist)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="332"/>
        <source>Reading the key pool on the token</source>
        <translation>Schlüsselpool auf dem Token wird gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="356"/>
        <source>Filling the key pool</source>
        <translation>Schlüsselpool wird gefüllt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="379"/>
        <source>to make the key-encryption key</source>
        <translation>um den Schlüsselverschlüsselungsschlüssel zu erzeugen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="393"/>
        <source>to generate an extractable private key and wrap it with %1</source>
        <translation>um einen exportierbaren privaten Schlüssel zu erzeugen und mit %1 zu verpacken</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="404"/>
        <source>to unwrap a private key it wrapped with %1</source>
        <translation>um einen privaten Schlüssel zu entpacken, den es mit %1 verpackt hat</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="423"/>
        <source>Signing with a key from the pool</source>
        <translation>Signieren mit einem Schlüssel aus dem Pool</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/KeyPool.cpp" line="439"/>
        <source>The token could not unwrap the stored key (%1): it was not wrapped under this token&apos;s key-encryption key, or it was altered.</source>
        <translation>Das Token konnte den gespeicherten Schlüssel nicht entpacken (%1): Er wurde nicht unter dem Schlüsselverschlüsselungsschlüssel dieses Tokens verpackt, oder er wurde verändert.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/WrapSupport.cpp" line="40"/>
        <source>This SmartCard-HSM wraps keys only under its device key-encryption key (DKEK), and DKEK wrapping is not reachable through PKCS#11 (only over PC/SC, for backing up and restoring the device&apos;s own keys: Object &gt; Back up key and Token &gt; Restore wrapped key here, or keyward-cli token dkek). A key pool is not possible on this token.</source>
        <translation>Dieses SmartCard-HSM verpackt Schlüssel nur unter seinem Geräte-Schlüsselverschlüsselungsschlüssel (DKEK), und das Verpacken mit dem DKEK ist über PKCS#11 nicht erreichbar (nur über PC/SC, zum Sichern und Wiederherstellen der eigenen Schlüssel des Geräts: hier Objekt &gt; Schlüssel sichern und Token &gt; Verpackten Schlüssel wiederherstellen, oder keyward-cli token dkek). Ein Schlüsselpool ist auf diesem Token nicht möglich.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/WrapSupport.cpp" line="49"/>
        <source>The token does not generate AES-256 keys (CKM_AES_KEY_GEN), so it cannot hold the key-encryption key of a key pool.</source>
        <translation>Das Token erzeugt keine AES-256-Schlüssel (CKM_AES_KEY_GEN), daher kann es den Schlüsselverschlüsselungsschlüssel eines Schlüsselpools nicht aufnehmen.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/WrapSupport.cpp" line="62"/>
        <source>The token offers neither CKM_AES_KEY_WRAP_PAD nor CKM_AES_KEY_WRAP for both wrapping and unwrapping, so it cannot wrap private keys for a key pool.</source>
        <translation>Das Token bietet weder CKM_AES_KEY_WRAP_PAD noch CKM_AES_KEY_WRAP sowohl zum Verpacken als auch zum Entpacken an, daher kann es keine privaten Schlüssel für einen Schlüsselpool verpacken.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/WrapSupport.cpp" line="72"/>
        <source>The token refused %1 (%2), so it cannot keep a key pool.</source>
        <translation>Das Token hat %1 (%2) abgelehnt, daher kann es keinen Schlüsselpool führen.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenPin.cpp" line="37"/>
        <source>user PIN</source>
        <translation>Benutzer-PIN</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenPin.cpp" line="40"/>
        <source>admin PIN</source>
        <translation>Admin-PIN</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenKeyTypes.cpp" line="167"/>
        <source>“%1” is not a key type Keyward generates on tokens; the types are %2.</source>
        <extracomment>%1 is what was given after --key-type, %2 the list of key types.</extracomment>
        <translation>„%1“ ist kein Schlüsseltyp, den Keyward auf Token erzeugt; die Typen sind %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenKeyTypes.cpp" line="186"/>
        <source>Token “%1” cannot generate %2 keys: %3 is not in its mechanism list.</source>
        <extracomment>%1 the token&apos;s label, %2 a key type (&quot;Ed25519&quot;), %3 a mechanism name.</extracomment>
        <translation>Token „%1“ kann keine %2-Schlüssel erzeugen: %3 steht nicht in seiner Mechanismenliste.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenKeyTypes.cpp" line="196"/>
        <source>Token “%1” cannot generate %2 keys: it states %3 for keys of %4 to %5 bits.</source>
        <extracomment>%1 the token&apos;s label, %2 a key type (&quot;RSA 4096&quot;), %3 a mechanism name, %4 and %5 the smallest and largest key size in bits.</extracomment>
        <translation>Token „%1“ kann keine %2-Schlüssel erzeugen: Es gibt %3 für Schlüssel von %4 bis %5 Bit an.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningScHsm.cpp" line="29"/>
        <source>&quot;initialize.label&quot; cannot go with &quot;initialize.scHsm&quot;: a SmartCard-HSM takes no label when it is initialised (OpenSC names its token), so leave the label out</source>
        <translation>„initialize.label“ passt nicht zu „initialize.scHsm“: Ein SmartCard-HSM erhält beim Initialisieren keine Bezeichnung (OpenSC benennt sein Token), lassen Sie die Bezeichnung daher weg</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningScHsm.cpp" line="42"/>
        <source>&quot;initialize.scHsm.dkekShares&quot; names %1 shares; a SmartCard-HSM takes at most %2</source>
        <translation>„initialize.scHsm.dkekShares“ nennt %1 Anteile; ein SmartCard-HSM nimmt höchstens %2 auf</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/ProvisioningScHsm.cpp" line="62"/>
        <source>&quot;%1&quot; needs &quot;%2&quot;: the share file and the file with its password are both named in the profile</source>
        <translation>„%1“ benötigt „%2“: Die Anteilsdatei und die Datei mit ihrem Passwort müssen beide im Profil genannt werden</translation>
    </message>
</context>
<context>
    <name>keyward::pkcs11::PinSource</name>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="39"/>
        <location filename="../src/pkcs11/PinSource.cpp" line="49"/>
        <location filename="../src/pkcs11/PinSource.cpp" line="135"/>
        <source>no PIN given</source>
        <translation>keine PIN angegeben</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="58"/>
        <location filename="../src/pkcs11/PinSource.cpp" line="77"/>
        <source>Reading the PIN from %1</source>
        <translation>PIN wird aus %1 gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="64"/>
        <source>the PIN file</source>
        <translation>die PIN-Datei</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="78"/>
        <source>Reading the DKEK share&apos;s password from %1</source>
        <translation>Passwort des DKEK-Anteils wird aus %1 gelesen</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="93"/>
        <source>it is not a regular file</source>
        <translation>sie ist keine reguläre Datei</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="95"/>
        <source>it belongs to another user</source>
        <translation>sie gehört einem anderen Benutzer</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="98"/>
        <source>other users may read or write it (mode %1)</source>
        <translation>andere Benutzer dürfen sie lesen oder schreiben (Modus %1)</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="101"/>
        <source>it is longer than %1 bytes</source>
        <translation>sie ist länger als %1 Bytes</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="106"/>
        <source>%1; a PIN file that a profile names must be a regular file of this user that no one else may read or write (mode 0600 or 0400, as ssh asks of private keys), for example after &quot;chmod 600 %2&quot;</source>
        <translation>%1; eine PIN-Datei, die ein Profil nennt, muss eine reguläre Datei dieses Benutzers sein, die niemand sonst lesen oder schreiben darf (Modus 0600 oder 0400, wie ssh es von privaten Schlüsseln verlangt), zum Beispiel nach „chmod 600 %2“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="111"/>
        <source>%1; a password file that a profile names must be a regular file of this user that no one else may read or write (mode 0600 or 0400, as ssh asks of private keys), for example after &quot;chmod 600 %2&quot;</source>
        <translation>%1; eine Passwortdatei, die ein Profil nennt, muss eine reguläre Datei dieses Benutzers sein, die niemand sonst lesen oder schreiben darf (Modus 0600 oder 0400, wie ssh es von privaten Schlüsseln verlangt), zum Beispiel nach „chmod 600 %2“</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="120"/>
        <source>%1 holds no password</source>
        <translation>%1 enthält kein Passwort</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="127"/>
        <source>Asking for the PIN</source>
        <translation>PIN wird abgefragt</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/PinSource.cpp" line="183"/>
        <source>the line is longer than %1 bytes, more than a PIN or passphrase can be</source>
        <translation>die Zeile ist länger als %1 Bytes, mehr, als eine PIN oder Passphrase sein kann</translation>
    </message>
</context>
<context>
    <name>keyward::pkcs11::StepPlan</name>
    <message>
        <location filename="../src/pkcs11/StepPlan.cpp" line="72"/>
        <source>Done: %1.</source>
        <translation>Erledigt: %1.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/StepPlan.cpp" line="76"/>
        <source>Written, then removed again: %1.</source>
        <translation>Geschrieben und wieder entfernt: %1.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/StepPlan.cpp" line="81"/>
        <source>Left on the token (removing it failed): %1.</source>
        <translation>Auf dem Token verblieben (Entfernen fehlgeschlagen): %1.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/StepPlan.cpp" line="86"/>
        <source>Not done: %1.</source>
        <translation>Nicht erledigt: %1.</translation>
    </message>
</context>
<context>
    <name>keyward::pkcs11::TokenFailures</name>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="20"/>
        <source>Token “%1” could not be read: %2.</source>
        <translation>Token „%1“ konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="22"/>
        <source>The objects on token “%1” could not be listed: %2.</source>
        <translation>Die Objekte auf Token „%1“ konnten nicht aufgelistet werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="24"/>
        <source>The token could not be initialised as “%1”: %2.</source>
        <translation>Das Token konnte nicht als „%1“ initialisiert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="26"/>
        <source>The user PIN of token “%1” could not be set: %2.</source>
        <translation>Die Benutzer-PIN von Token „%1“ konnte nicht gesetzt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="28"/>
        <source>The user PIN of token “%1” could not be unblocked: %2.</source>
        <translation>Die Benutzer-PIN von Token „%1“ konnte nicht entsperrt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="30"/>
        <source>The user PIN of token “%1” could not be changed: %2.</source>
        <translation>Die Benutzer-PIN von Token „%1“ konnte nicht geändert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="32"/>
        <source>The SO PIN of token “%1” could not be changed: %2.</source>
        <translation>Die SO-PIN von Token „%1“ konnte nicht geändert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="34"/>
        <source>The key pair could not be generated on token “%1”: %2.</source>
        <translation>Das Schlüsselpaar konnte auf Token „%1“ nicht erzeugt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="36"/>
        <source>The certificate request could not be made with the key on token “%1”: %2.</source>
        <translation>Die Zertifikatsanforderung konnte mit dem Schlüssel auf Token „%1“ nicht erstellt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="39"/>
        <source>The self-signed certificate could not be made with the key on token “%1”: %2.</source>
        <translation>Das selbstsignierte Zertifikat konnte mit dem Schlüssel auf Token „%1“ nicht erstellt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="42"/>
        <source>The certificate could not be imported to token “%1”: %2.</source>
        <translation>Das Zertifikat konnte nicht auf Token „%1“ importiert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="44"/>
        <source>The PKCS #12 file could not be imported to token “%1”: %2.</source>
        <translation>Die PKCS#12-Datei konnte nicht auf Token „%1“ importiert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="46"/>
        <source>The object could not be deleted from token “%1”: %2.</source>
        <translation>Das Objekt konnte nicht von Token „%1“ gelöscht werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="48"/>
        <source>The object could not be exported from token “%1”: %2.</source>
        <translation>Das Objekt konnte nicht von Token „%1“ exportiert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="50"/>
        <source>The PKCS #11 URI of the object on token “%1” could not be read: %2.</source>
        <translation>Die PKCS#11-URI des Objekts auf Token „%1“ konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="52"/>
        <source>The SmartCard-HSM in reader “%1” could not be initialised: %2.</source>
        <translation>Das SmartCard-HSM im Kartenleser „%1“ konnte nicht initialisiert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="54"/>
        <source>The key pool of token “%1” could not be read: %2.</source>
        <translation>Der Schlüsselpool von Token „%1“ konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="56"/>
        <source>The key pool of token “%1” could not be filled: %2.</source>
        <translation>Der Schlüsselpool von Token „%1“ konnte nicht gefüllt werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="58"/>
        <source>The key pool of token “%1” could not be emptied: %2.</source>
        <translation>Der Schlüsselpool von Token „%1“ konnte nicht geleert werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="60"/>
        <source>No key from the key pool of token “%1” could be used: %2.</source>
        <translation>Kein Schlüssel aus dem Schlüsselpool von Token „%1“ konnte verwendet werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="62"/>
        <source>Token “%1” could not be provisioned: %2.</source>
        <translation>Token „%1“ konnte nicht eingerichtet werden: %2.</translation>
    </message>
    <message>
        <location filename="../src/pkcs11/TokenFailures.cpp" line="82"/>
        <source>without a label</source>
        <translation>ohne Bezeichnung</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/gui/main.cpp" line="33"/>
        <source>Also load the PKCS#11 module at &lt;path&gt;.</source>
        <translation>Zusätzlich das PKCS#11-Modul unter &lt;path&gt; laden.</translation>
    </message>
    <message>
        <location filename="../src/gui/main.cpp" line="38"/>
        <source>Set up, manage and benchmark OpenPGP cards and PKCS#11 tokens. Without a card reader or token, scripts/run starts it on a virtual card and a SoftHSM token (scripts/run --help).</source>
        <translation>OpenPGP-Karten und PKCS#11-Token einrichten, verwalten und vermessen. Ohne Kartenleser oder Token startet scripts/run es mit einer virtuellen Karte und einem SoftHSM-Token (scripts/run --help).</translation>
    </message>
    <message>
        <location filename="../src/gui/main.cpp" line="96"/>
        <source>Keyward&apos;s window needs a display, and none is set (DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM). Start it in a desktop session, under xvfb-run, or use keyward-cli on a terminal.
</source>
        <translation>Das Fenster von Keyward braucht eine Anzeige, und keine ist gesetzt (DISPLAY, WAYLAND_DISPLAY oder QT_QPA_PLATFORM). Starten Sie es in einer Desktop-Sitzung, unter xvfb-run, oder verwenden Sie keyward-cli im Terminal.
</translation>
    </message>
</context>
</TS>
