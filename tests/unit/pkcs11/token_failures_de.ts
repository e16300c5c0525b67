<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- German for the token operations' failure sentences (src/pkcs11/TokenFailures.cpp), used by
     pkcs11_failure_sentences beside translations/keyward_de.ts until the catalogue carries them. -->
<TS version="2.1" language="de_DE">
<context>
    <name>keyward::pkcs11::TokenFailures</name>
    <message>
        <source>The user PIN of token “%1” could not be changed: %2.</source>
        <translation>Die Benutzer-PIN von Token „%1“ konnte nicht geändert werden: %2.</translation>
    </message>
    <message>
        <source>The key pair could not be generated on token “%1”: %2.</source>
        <translation>Das Schlüsselpaar konnte auf Token „%1“ nicht erzeugt werden: %2.</translation>
    </message>
</context>
</TS>
