<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="9" />
        <source>Metadesk</source>
        <translation>Metadesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="18" />
        <source>No database open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="30" />
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="41" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="48" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="56" />
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="59" />
        <source>&amp;Open SQLite File…</source>
        <translation>SQLite-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="60" />
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="63" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="64" />
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="67" />
        <source>&amp;About Metadesk</source>
        <translation>Ü&amp;ber Metadesk</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="33" />
        <source>Admin console for Tabularia and Holotable.</source>
        <translation>Verwaltungskonsole für Tabularia und Holotable.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="37" />
        <source>Open the demo database (created on first use).</source>
        <translation>Die Demo-Datenbank öffnen (beim ersten Mal angelegt).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="40" />
        <source>Open for audit browsing: nothing can be written.</source>
        <translation>Zur Prüfung öffnen: nichts kann geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="43" />
        <source>Save a picture of the window to FILE once it has loaded, then quit.</source>
        <translation>Ein Bild des Fensters nach dem Laden in DATEI speichern, dann beenden.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="47" />
        <source>sqlite:///path.db or postgresql://user@host:port/db</source>
        <translation>sqlite:///path.db or postgresql://user@host:port/db</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="68" />
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
</context>
<context>
    <name>metadesk::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="31" />
        <source>Read-only</source>
        <translation>Nur lesen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="33" />
        <source>Read-only mode</source>
        <translation>Nur-Lese-Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="62" />
        <source>Could not create the demo database: %1</source>
        <translation>Die Demo-Datenbank konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="86" />
        <source>%1 holds neither a Tabularia nor a Holotable schema.</source>
        <translation>%1 enthält weder ein Tabularia- noch ein Holotable-Schema.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="106" />
        <source>Metadesk</source>
        <translation>Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="107" />
        <source>&lt;b&gt;No database open.&lt;/b&gt; Use File → Open Demo to try Metadesk.</source>
        <translation>&lt;b&gt;Keine Datenbank geöffnet.&lt;/b&gt; Mit Datei → Demo öffnen lässt sich Metadesk ausprobieren.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="109" />
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="114" />
        <source>%1 — Metadesk</source>
        <translation>%1 — Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="115" />
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="122" />
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="123" />
        <source>(base)</source>
        <translation>(Basis)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="126" />
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="131" />
        <source>Open SQLite Database</source>
        <translation>SQLite-Datenbank öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="132" />
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite *.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="137" />
        <source>Open SQLite File</source>
        <translation>SQLite-Datei öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="146" />
        <source>Open Demo</source>
        <translation>Demo öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="150" />
        <source>About Metadesk</source>
        <translation>Über Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="151" />
        <source>&lt;b&gt;Metadesk %1&lt;/b&gt;&lt;p&gt;An admin console for the metadata databases of Tabularia and Holotable.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Metadesk %1&lt;/b&gt;&lt;p&gt;Eine Verwaltungskonsole für die Metadaten-Datenbanken von Tabularia und Holotable.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>metadesk::TableOverviewModel</name>
    <message>
        <location filename="../src/models/TableOverviewModel.cpp" line="135" />
        <source>counting…</source>
        <translation>wird gezählt…</translation>
    </message>
    <message>
        <location filename="../src/models/TableOverviewModel.cpp" line="135" />
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/models/TableOverviewModel.cpp" line="159" />
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location filename="../src/models/TableOverviewModel.cpp" line="161" />
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../src/models/TableOverviewModel.cpp" line="163" />
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
</context>
</TS>
