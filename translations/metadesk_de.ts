<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AiSpendFigures</name>
    <message>
        <location filename="../src/core/ops/tabularia/AiSpendFigures.cpp" line="25"/>
        <source>This database has no Tabularia AI spend ledger (ai_spend).</source>
        <translation>Diese Datenbank hat kein Tabularia-Ausgabenbuch des KI-Assistenten (ai_spend).</translation>
    </message>
</context>
<context>
    <name>ChatMessage</name>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="66"/>
        <source>Its content is not JSON.</source>
        <translation>Sein Inhalt ist kein JSON.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="68"/>
        <source>Its content is a JSON %1, not a message.</source>
        <translation>Sein Inhalt ist ein JSON-%1, keine Nachricht.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="70"/>
        <source>Its content has no parts.</source>
        <translation>Sein Inhalt hat keine parts.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="72"/>
        <source>Its content&apos;s parts are a JSON %1, not a list.</source>
        <translation>Die parts seines Inhalts sind ein JSON-%1, keine Liste.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="107"/>
        <source>Its messages are not JSON.</source>
        <translation>Seine Nachrichten sind kein JSON.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="111"/>
        <source>Its messages are a JSON %1, not a list.</source>
        <translation>Seine Nachrichten sind ein JSON-%1, keine Liste.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="124"/>
        <source>An entry is not a request or a response with parts.</source>
        <translation>Ein Eintrag ist weder Anfrage noch Antwort mit parts.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatMessage.cpp" line="125"/>
        <source>An entry is a JSON %1, not a message.</source>
        <translation>Ein Eintrag ist ein JSON-%1, keine Nachricht.</translation>
    </message>
</context>
<context>
    <name>ChatTranscripts</name>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="58"/>
        <source>(no role)</source>
        <translation>(keine Rolle)</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="64"/>
        <source>  [swept next: past CHAT_HISTORY_MAX_MESSAGES]</source>
        <translation>  [wird als Nächstes gelöscht: jenseits von CHAT_HISTORY_MAX_MESSAGES]</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="66"/>
        <source>  [swept next: past CHAT_HISTORY_RETENTION_DAYS]</source>
        <translation>  [wird als Nächstes gelöscht: älter als CHAT_HISTORY_RETENTION_DAYS]</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="69"/>
        <source>    DOES NOT PARSE: %1</source>
        <translation>    NICHT LESBAR: %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="77"/>
        <source>    tool %1</source>
        <translation>    Werkzeug %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="79"/>
        <source> input %1</source>
        <translation> Eingabe %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="81"/>
        <source> output %1</source>
        <translation> Ausgabe %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="91"/>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="93"/>
        <source>Holotable %1 of %2, %n message(s)</source>
        <translation>
            <numerusform>Holotable %1 von %2, %n Nachricht</numerusform>
            <numerusform>Holotable %1 von %2, %n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="95"/>
        <source>The whole conversation is past CHAT_HISTORY_RETENTION_DAYS (%1): the platform no longer shows it and sweeps it on the person&apos;s next new conversation.</source>
        <translation>Die ganze Unterhaltung ist älter als CHAT_HISTORY_RETENTION_DAYS (%1): Die Plattform zeigt sie nicht mehr und löscht sie bei der nächsten neuen Unterhaltung der Person.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="104"/>
        <source>%n message(s) swept on the next write</source>
        <translation>
            <numerusform>%n Nachricht wird beim nächsten Schreiben gelöscht</numerusform>
            <numerusform>%n Nachrichten werden beim nächsten Schreiben gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="106"/>
        <source>Tabularia AI chat %1 of user %2, %n turn(s)</source>
        <translation>
            <numerusform>Tabularia-KI-Chat %1 von Benutzer %2, %n Runde</numerusform>
            <numerusform>Tabularia-KI-Chat %1 von Benutzer %2, %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="109"/>
        <source>Turn %1  %2  %3 in / %4 out tokens  cost %5</source>
        <translation>Runde %1  %2  %3 Eingabe- / %4 Ausgabe-Tokens  Kosten %5</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="114"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="116"/>
        <source>  Question: %1</source>
        <translation>  Frage: %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="118"/>
        <source>  DOES NOT PARSE: %1</source>
        <translation>  NICHT LESBAR: %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="120"/>
        <source>  Answer: %1</source>
        <translation>  Antwort: %1</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="125"/>
        <source>Total: no known cost, %1 in / %2 out tokens</source>
        <translation>Gesamt: keine bekannten Kosten, %1 Eingabe- / %2 Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="127"/>
        <source>Total: $%1, %2 in / %3 out tokens</source>
        <translation>Gesamt: $%1, %2 Eingabe- / %3 Ausgabe-Tokens</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="132"/>
        <source> (%n turn(s) without a cost)</source>
        <translation>
            <numerusform> (%n Runde ohne Kosten)</numerusform>
            <numerusform> (%n Runden ohne Kosten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="136"/>
        <source>%n row(s) do not parse (flagged above).</source>
        <translation>
            <numerusform>%n Zeile ist nicht lesbar (oben markiert).</numerusform>
            <numerusform>%n Zeilen sind nicht lesbar (oben markiert).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="138"/>
        <source>Only the newest %1 rows were read.</source>
        <translation>Nur die neuesten %1 Zeilen wurden gelesen.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="213"/>
        <source>This database has no Holotable conversations (they came with migration 019).</source>
        <translation>Diese Datenbank hat keine Holotable-Unterhaltungen (sie kamen mit Migration 019).</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="218"/>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="227"/>
        <source>No conversation has the id %1.</source>
        <translation>Keine Unterhaltung hat die ID %1.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="249"/>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="264"/>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="284"/>
        <source>%1 has no chat on dashboard %2.</source>
        <translation>%1 hat keinen Chat auf Dashboard %2.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="270"/>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="321"/>
        <source>This database has no Holotable chat history.</source>
        <translation>Diese Datenbank hat keinen Holotable-Chatverlauf.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="340"/>
        <source>This database has no Tabularia AI chats.</source>
        <translation>Diese Datenbank hat keine Tabularia-KI-Chats.</translation>
    </message>
    <message>
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="347"/>
        <source>No AI chat has the id %1.</source>
        <translation>Kein KI-Chat hat die ID %1.</translation>
    </message>
</context>
<context>
    <name>CloseRun</name>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="68"/>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="82"/>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="215"/>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="223"/>
        <source>Could not read run %1: %2</source>
        <translation>Lauf %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="72"/>
        <source>There is no run %1.</source>
        <translation>Es gibt keinen Lauf %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="93"/>
        <source>Run %1 has already finished (%2): there is nothing to close.</source>
        <translation>Lauf %1 ist bereits beendet (%2): Es gibt nichts zu schließen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="95"/>
        <source>Run %1 is a live orchestration: its orchestrator beat %2 ago, within the %3 after which the platform gives it up as dead.</source>
        <translation>Lauf %1 ist eine lebende Orchestrierung: Ihr Orchestrator hat sich vor %2 gemeldet, innerhalb der %3, nach denen die Plattform sie als tot aufgibt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="101"/>
        <source>Run %1 has waited in the queue for %2, within the %3 after which the platform closes it as never started.</source>
        <translation>Lauf %1 wartet seit %2 in der Warteschlange, innerhalb der %3, nach denen die Plattform ihn als nie gestartet schließt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="107"/>
        <source>Run %1 is a running engine run within the %2 after which the platform gives it up as timed out.</source>
        <translation>Lauf %1 ist ein laufender Engine-Lauf innerhalb der %2, nach denen die Plattform ihn als abgelaufen aufgibt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="127"/>
        <source>Run %1 is a dead orchestration: it was claimed by %2 and never beat.</source>
        <translation>Lauf %1 ist eine tote Orchestrierung: %2 hat sie beansprucht und nie einen Heartbeat geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="130"/>
        <source>Run %1 is a dead orchestration: its orchestrator %2 has not beaten for %3 (the platform gives up after %4).</source>
        <translation>Lauf %1 ist eine tote Orchestrierung: Ihr Orchestrator %2 hat seit %3 keinen Heartbeat geschrieben (die Plattform gibt nach %4 auf).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="135"/>
        <source>It is closed, not resumed: its steps already wrote, and running them again would duplicate appended outputs.</source>
        <translation>Sie wird geschlossen, nicht fortgesetzt: Ihre Schritte haben bereits geschrieben, und sie erneut auszuführen würde angehängte Ausgaben verdoppeln.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="146"/>
        <source>Its %1 child run(s) still queued or running are left as they are, as the platform&apos;s sweep leaves them: each is closed as timed out once past %2.</source>
        <translation>Seine %1 noch wartenden oder laufenden Kind-Läufe bleiben, wie sie sind, wie es der Aufräumlauf der Plattform tut: Jeder wird nach %2 als abgelaufen geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="154"/>
        <source>Run %1 has waited in the queue for %2 without an orchestrator claiming it (the platform gives up after %3): it is closed as never started.</source>
        <translation>Lauf %1 wartet seit %2 in der Warteschlange, ohne dass ein Orchestrator ihn beansprucht hat (die Plattform gibt nach %3 auf): Er wird als nie gestartet geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="161"/>
        <source>Run %1 (%2) has been %3 for longer than %4: the platform calls it lost and closes it.</source>
        <translation>Lauf %1 (%2) ist seit mehr als %4 im Status %3: Die Plattform betrachtet ihn als verloren und schließt ihn.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="164"/>
        <source>Metadesk cannot reach the engine: the platform also revokes the task there. With the default threshold Celery has already killed it.</source>
        <translation>Metadesk erreicht die Engine nicht: Die Plattform widerruft dort auch die Aufgabe. Mit dem Standardschwellenwert hat Celery sie bereits beendet.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="168"/>
        <source>Sets status FAILURE, the platform&apos;s message in error and finished_at to now.</source>
        <translation>Setzt status auf FAILURE, die Meldung der Plattform in error und finished_at auf jetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="184"/>
        <source>Run %1 changed since it was read: nothing was written.</source>
        <translation>Lauf %1 wurde geändert, seit er gelesen wurde: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="201"/>
        <source>The plan names no rule to close the run by.</source>
        <translation>Der Plan nennt keine Regel, nach der der Lauf geschlossen wird.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="228"/>
        <source>Run %1 changed since it was read and is no longer a %2: nothing was written.</source>
        <translation>Lauf %1 wurde geändert, seit er gelesen wurde, und ist kein(e) %2 mehr: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/CloseRun.cpp" line="230"/>
        <source>Run %1 was deleted since it was read: nothing was written.</source>
        <translation>Lauf %1 wurde gelöscht, seit er gelesen wurde: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="9"/>
        <source>Connect to PostgreSQL</source>
        <translation>Mit PostgreSQL verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="17"/>
        <source>Connect to a PostgreSQL server holding a Tabularia or Holotable metadata database.</source>
        <translation>Mit einem PostgreSQL-Server verbinden, der eine Metadaten-Datenbank von Tabularia oder Holotable enthält.</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="26"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="34"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="40"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="46"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="57"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="63"/>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="69"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="75"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="80"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="86"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="88"/>
        <source>Empty: PGPASSWORD or ~/.pgpass</source>
        <translation>Leer: PGPASSWORD oder ~/.pgpass</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="93"/>
        <source>&amp;SSL mode:</source>
        <translation>&amp;SSL-Modus:</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="99"/>
        <source>SSL mode</source>
        <translation>SSL-Modus</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="107"/>
        <source>Remember password</source>
        <translation>Passwort merken</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="108"/>
        <source>&amp;Remember password</source>
        <translation>Passwort &amp;merken</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="113"/>
        <source>Read-only (audit browsing)</source>
        <translation>Schreibgeschützt (Prüfansicht)</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="114"/>
        <source>Open the database so that nothing can be written: for auditors and careful looks.</source>
        <translation>Die Datenbank so öffnen, dass nichts geschrieben werden kann: für Prüfer und vorsichtige Blicke.</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="115"/>
        <source>Read-only (a&amp;udit browsing)</source>
        <translation>Schreibgeschü&amp;tzt (Prüfansicht)</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="122"/>
        <source>Keychain notice</source>
        <translation>Hinweis zum Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="137"/>
        <source>Connection error</source>
        <translation>Verbindungsfehler</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="145"/>
        <source>What the server said</source>
        <translation>Was der Server gemeldet hat</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.ui" line="163"/>
        <source>Connecting</source>
        <translation>Verbindung wird hergestellt</translation>
    </message>
</context>
<context>
    <name>ContractHistory</name>
    <message>
        <location filename="../src/core/history/ContractHistory.cpp" line="33"/>
        <source>%1 has no Tabularia data contracts (no %2 table).</source>
        <translation>%1 hat keine Data Contracts von Tabularia (keine Tabelle %2).</translation>
    </message>
    <message>
        <location filename="../src/core/history/ContractHistory.cpp" line="75"/>
        <source>The contract of datasource %1 is stored as bytes that are not UTF-8 text.</source>
        <translation>Der Contract der Datasource %1 ist als Bytes gespeichert, die kein UTF-8-Text sind.</translation>
    </message>
    <message>
        <location filename="../src/core/history/ContractHistory.cpp" line="129"/>
        <source>Version %1 of the contract of datasource %2 is stored as bytes that are not UTF-8 text: it cannot be compared as text.</source>
        <translation>Version %1 des Contracts der Datasource %2 ist als Bytes gespeichert, die kein UTF-8-Text sind: Sie lässt sich nicht als Text vergleichen.</translation>
    </message>
</context>
<context>
    <name>DashboardCreate</name>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="53"/>
        <source>Workspace %1 has no live source named %2: every panel&apos;s source must be a source of this workspace that is not tombstoned.</source>
        <translation>Workspace %1 hat keine aktive Quelle namens %2: Die Quelle jedes Panels muss eine nicht stillgelegte Quelle dieses Workspace sein.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="62"/>
        <source>%1 has no Holotable dashboards.</source>
        <translation>%1 hat keine Holotable-Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="66"/>
        <source>A dashboard needs a workspace.</source>
        <translation>Ein Dashboard braucht einen Workspace.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="71"/>
        <source>The spec is not a dashboard this Metadesk knows: %1</source>
        <translation>Die Spezifikation ist kein Dashboard, das dieses Metadesk kennt: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="77"/>
        <source>Could not read the sources of workspace %1: %2</source>
        <translation>Die Quellen von Workspace %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="98"/>
        <source>Creates dashboard “%1” in workspace %2 with version 1 holding the spec, made current, as the platform creates a dashboard.</source>
        <translation>Legt Dashboard „%1“ in Workspace %2 an, mit Version 1 als aktueller Version, die die Spezifikation enthält – so, wie die Plattform ein Dashboard anlegt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="101"/>
        <source>Its %n panel(s) read from %1, live sources of the workspace.</source>
        <translation>
            <numerusform>Sein %n Panel liest aus %1, aktiven Quellen des Workspace.</numerusform>
            <numerusform>Seine %n Panels lesen aus %1, aktiven Quellen des Workspace.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="126"/>
        <source>Nothing was written.</source>
        <translation>Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>DashboardHistory</name>
    <message>
        <location filename="../src/core/history/DashboardHistory.cpp" line="15"/>
        <source>%1 has no Holotable dashboards (no dashboards and dashboard_versions tables).</source>
        <translation>%1 hat keine Holotable-Dashboards (keine Tabellen dashboards und dashboard_versions).</translation>
    </message>
</context>
<context>
    <name>DashboardRename</name>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="42"/>
        <source>Renamed to “%1”: v%2 is the dashboard&apos;s current version.</source>
        <translation>In „%1“ umbenannt: v%2 ist die aktuelle Version des Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="52"/>
        <source>This connection is read-only: the dashboard cannot be renamed.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Dashboard kann nicht umbenannt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="53"/>
        <location filename="../src/gui/history/DashboardRename.cpp" line="61"/>
        <location filename="../src/gui/history/DashboardRename.cpp" line="66"/>
        <source>Rename dashboard</source>
        <translation>Dashboard umbenennen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="60"/>
        <source>There is no dashboard %1 (any more).</source>
        <translation>Dashboard %1 gibt es nicht (mehr).</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="67"/>
        <source>The spec owns the title: renaming appends a version whose spec differs only in it.
New title:</source>
        <translation>Der Titel gehört zur Spec: Umbenennen hängt eine Version an, deren Spec sich nur darin unterscheidet.
Neuer Titel:</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardRename.cpp" line="76"/>
        <source>Not renamed</source>
        <translation>Nicht umbenannt</translation>
    </message>
</context>
<context>
    <name>DashboardSpec</name>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="74"/>
        <source>A dashboard&apos;s title cannot be empty.</source>
        <translation>Der Titel eines Dashboards darf nicht leer sein.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="76"/>
        <source>A dashboard&apos;s title has at most %1 characters; this one has %2.</source>
        <translation>Der Titel eines Dashboards hat höchstens %1 Zeichen; dieser hat %2.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="84"/>
        <source>The spec is not JSON: %1 (at character %2).</source>
        <translation>Die Spec ist kein JSON: %1 (bei Zeichen %2).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="86"/>
        <source>The spec is not a JSON object.</source>
        <translation>Die Spec ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="89"/>
        <source>The spec has no title text.</source>
        <translation>Die Spec hat keinen Titeltext.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="94"/>
        <source>The spec has no time range (timeRange).</source>
        <translation>Die Spec hat keinen Zeitraum (timeRange).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="96"/>
        <source>The spec has no refresh interval (refreshIntervalMs).</source>
        <translation>Die Spec hat kein Aktualisierungsintervall (refreshIntervalMs).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="99"/>
        <source>The spec&apos;s panels are not a list of 1 to %1 panels.</source>
        <translation>Die Panels der Spec sind keine Liste von 1 bis %1 Panels.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="104"/>
        <source>panels[%1] has no id.</source>
        <translation>panels[%1] hat keine id.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardSpec.cpp" line="106"/>
        <source>panels[%1] has no query naming its source (query.sourceId).</source>
        <translation>panels[%1] hat keine Abfrage, die ihre Quelle nennt (query.sourceId).</translation>
    </message>
</context>
<context>
    <name>DashboardSpecDiff</name>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="91"/>
        <source>The old spec is not a JSON object.</source>
        <translation>Die alte Spec ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="91"/>
        <source>The new spec is not a JSON object.</source>
        <translation>Die neue Spec ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="174"/>
        <source>Panel %1 added at %2</source>
        <translation>Panel %1 hinzugefügt bei %2</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="174"/>
        <source>%1 added</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="177"/>
        <source>Panel %1 removed from %2</source>
        <translation>Panel %1 entfernt aus %2</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="177"/>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="180"/>
        <source>Panel %1 moved from %2 to %3</source>
        <translation>Panel %1 verschoben von %2 nach %3</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="182"/>
        <source>%1 changed</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <location filename="../src/core/history/DashboardSpecDiff.cpp" line="186"/>
        <source>%1 (panel %2)</source>
        <translation>%1 (Panel %2)</translation>
    </message>
</context>
<context>
    <name>DashboardVersionSave</name>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="25"/>
        <source>%1 has no Holotable dashboards.</source>
        <translation>%1 hat keine Holotable-Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="31"/>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="54"/>
        <source>Could not read dashboard %1: %2</source>
        <translation>Dashboard %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="35"/>
        <source>There is no dashboard %1.</source>
        <translation>Es gibt kein Dashboard %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="42"/>
        <source>Dashboard “%1” was deleted (%2): undelete it first.</source>
        <translation>Dashboard „%1“ wurde gelöscht (%2): Stellen Sie es zuerst wieder her.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="48"/>
        <source>Dashboard “%1” has no current version: the platform cannot show it either.</source>
        <translation>Dashboard „%1“ hat keine aktuelle Version: Auch die Plattform kann es nicht anzeigen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="58"/>
        <source>The current version of dashboard “%1” (%2) is missing.</source>
        <translation>Die aktuelle Version von Dashboard „%1“ (%2) fehlt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="65"/>
        <source>The current spec of dashboard “%1” (v%2) is not a dashboard this Metadesk knows, so it is only shown: %3</source>
        <translation>Die aktuelle Spec von Dashboard „%1“ (v%2) ist kein Dashboard, das dieses Metadesk kennt; sie wird nur angezeigt: %3</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="81"/>
        <source>The next version number could not be read.</source>
        <translation>Die nächste Versionsnummer konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="112"/>
        <source>There is no version to save.</source>
        <translation>Es gibt keine Version zu speichern.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardVersionSave.cpp" line="159"/>
        <source>Dashboard %1 changed since it was read (another save, a rename or a delete): nothing was written.</source>
        <translation>Dashboard %1 hat sich geändert, seit es gelesen wurde (ein anderes Speichern, Umbenennen oder Löschen): Nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>DatasourceOrigin</name>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="48"/>
        <source>From flow %1 (%2): a run of it published this datasource.</source>
        <translation>Aus Flow %1 (%2): ein Lauf davon hat diese Datenquelle veröffentlicht.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="54"/>
        <source>From connection %1 (%2).</source>
        <translation>Aus Verbindung %1 (%2).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="56"/>
        <source>From connection %1 (%2), reading %3 (%4).</source>
        <translation>Aus Verbindung %1 (%2), liest %3 (%4).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="60"/>
        <source>Neither from a flow nor from a connection.</source>
        <translation>Weder aus einem Flow noch aus einer Verbindung.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="63"/>
        <source>It names flow %1, which does not exist.</source>
        <translation>Sie nennt Flow %1, den es nicht gibt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="65"/>
        <source>It names connection %1, which does not exist.</source>
        <translation>Sie nennt Verbindung %1, die es nicht gibt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="69"/>
        <source>No run is recorded as the producer of its snapshot.</source>
        <translation>Kein Lauf ist als Erzeuger ihres Snapshots vermerkt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="75"/>
        <source>Its snapshot_run_id %1 names no run: that run is gone (the reference has no foreign key by design).</source>
        <translation>Ihre snapshot_run_id %1 nennt keinen Lauf: dieser Lauf ist weg (der Verweis hat absichtlich keinen Fremdschlüssel).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="79"/>
        <source>Its snapshot was produced by run %1 (%2, %3, started %4).</source>
        <translation>Ihr Snapshot wurde von Lauf %1 erzeugt (%2, %3, gestartet %4).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="87"/>
        <source>It is not refreshed on a schedule.</source>
        <translation>Sie wird nicht nach Zeitplan aktualisiert.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="93"/>
        <source>nobody recorded</source>
        <translation>niemand vermerkt</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="93"/>
        <source>user %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="97"/>
        <source>Refreshed on the schedule %1, set by %2.</source>
        <translation>Aktualisiert nach dem Zeitplan %1, festgelegt von %2.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DatasourceOrigin.cpp" line="98"/>
        <source>Refreshed on the schedule %1, set by %2; next refresh %3.</source>
        <translation>Aktualisiert nach dem Zeitplan %1, festgelegt von %2; nächste Aktualisierung %3.</translation>
    </message>
</context>
<context>
    <name>DeleteDatasource</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="36"/>
        <source>… %n more</source>
        <translation>
            <numerusform>… %n weitere</numerusform>
            <numerusform>… %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="71"/>
        <source>This database has no Tabularia datasources.</source>
        <translation>Diese Datenbank hat keine Tabularia-Datenquellen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="77"/>
        <source>Could not read datasource %1: %2</source>
        <translation>Datenquelle %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="81"/>
        <source>There is no datasource %1.</source>
        <translation>Es gibt keine Datenquelle %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="87"/>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="192"/>
        <source>Could not read what refers to datasource %1: %2</source>
        <translation>Was auf Datenquelle %1 verweist, konnte nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="92"/>
        <source>Datasource %1 (%2) is shown by %n saved view(s) (%3). Their reference has a foreign key the platform&apos;s delete does not empty, so the database refuses the delete while they exist: delete or move those views first. Nothing was written.</source>
        <translation>
            <numerusform>Datenquelle %1 (%2) wird von %n gespeicherten Ansicht gezeigt (%3). Deren Verweis hat einen Fremdschlüssel, den das Löschen der Plattform nicht leert, daher verweigert die Datenbank das Löschen, solange sie existiert: löschen oder verschieben Sie diese Ansicht zuerst. Es wurde nichts geschrieben.</numerusform>
            <numerusform>Datenquelle %1 (%2) wird von %n gespeicherten Ansichten gezeigt (%3). Deren Verweis hat einen Fremdschlüssel, den das Löschen der Plattform nicht leert, daher verweigert die Datenbank das Löschen, solange sie existieren: löschen oder verschieben Sie diese Ansichten zuerst. Es wurde nichts geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="118"/>
        <source>Could not read %1 %2: %3</source>
        <translation>%1 %2 konnte nicht gelesen werden: %3</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="142"/>
        <source>Datasource %1 (%2) is deleted, as the platform&apos;s delete does.</source>
        <translation>Datenquelle %1 (%2) wird gelöscht, wie es das Löschen der Plattform tut.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="145"/>
        <source>Could not read where datasource %1 comes from: %2</source>
        <translation>Woher Datenquelle %1 stammt, konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="153"/>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="128"/>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="155"/>
        <source>No run refers to it.</source>
        <translation>Kein Lauf verweist auf sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="156"/>
        <source>%n run(s) that refer to it stay, without the reference (runs.datasource_id emptied): %1.</source>
        <translation>
            <numerusform>%n Lauf, der auf sie verweist, bleibt, ohne den Verweis (runs.datasource_id geleert): %1.</numerusform>
            <numerusform>%n Läufe, die auf sie verweisen, bleiben, ohne den Verweis (runs.datasource_id geleert): %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="160"/>
        <source>It has no data contract, contract versions or contract results.</source>
        <translation>Sie hat keinen Datenvertrag, keine Vertragsversionen und keine Vertragsergebnisse.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="162"/>
        <source>Its data contract rows are removed: %1 contract, %2 contract version(s), %3 contract result(s).</source>
        <translation>Ihre Datenvertragszeilen werden entfernt: %1 Vertrag, %2 Vertragsversion(en), %3 Vertragsergebnis(se).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="169"/>
        <source>Its stored object %1/%2 is queued in pending_blob_deletions; the platform&apos;s sweep deletes it after %3 (UTC), %4 seconds from now.</source>
        <translation>Ihr gespeichertes Objekt %1/%2 wird in pending_blob_deletions eingereiht; der Aufräumlauf der Plattform löscht es nach %3 (UTC), in %4 Sekunden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="175"/>
        <source>It has no stored object (never ingested): nothing is queued for deletion.</source>
        <translation>Sie hat kein gespeichertes Objekt (nie eingelesen): nichts wird zum Löschen eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="177"/>
        <source>This database has no pending_blob_deletions table: its stored object %1/%2 is not queued.</source>
        <translation>Diese Datenbank hat keine Tabelle pending_blob_deletions: ihr gespeichertes Objekt %1/%2 wird nicht eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="179"/>
        <source>Audited as datasource.delete on the datasource.</source>
        <translation>Protokolliert als datasource.delete auf der Datenquelle.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="220"/>
        <source>What refers to datasource %1 changed since it was read (%2): nothing was written.</source>
        <translation>Was auf Datenquelle %1 verweist, hat sich seit dem Lesen geändert (%2): es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>EnqueueRun</name>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="58"/>
        <source>This database has no Tabularia runs and flows tables.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabellen runs und flows.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="65"/>
        <source>Could not read flow %1: %2</source>
        <translation>Flow %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="69"/>
        <source>There is no flow %1.</source>
        <translation>Es gibt keinen Flow %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="77"/>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="166"/>
        <source>Could not read the runs of flow %1: %2</source>
        <translation>Die Läufe von Flow %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="82"/>
        <source>Flow %1 (%2) already has orchestration %3 %4: the platform runs one orchestration of a flow at a time, so another is not queued.</source>
        <translation>Flow %1 (%2) hat bereits die Orchestrierung %3 (%4): Die Plattform führt je Flow nur eine Orchestrierung zugleich aus, daher wird keine weitere eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="87"/>
        <source>waiting in the queue</source>
        <translation>wartet in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="88"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="95"/>
        <source>Whether anybody will finish it could not be read: %1</source>
        <translation>Ob jemand sie zu Ende führt, ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="100"/>
        <source>Nobody will finish it (%1): close it first.</source>
        <translation>Niemand wird sie zu Ende führen (%1): Schließen Sie sie zuerst.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="116"/>
        <source>Could not read your Tabularia account: %1</source>
        <translation>Ihr Tabularia-Konto konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="123"/>
        <source>An orchestration runs with the authority of the Tabularia user who launched it, and the orchestrator closes one without an active launcher as failed; %1 is not an active Tabularia account of this database. Set your audit identity to your account&apos;s e-mail.</source>
        <translation>Eine Orchestrierung läuft mit den Rechten des Tabularia-Benutzers, der sie gestartet hat, und der Orchestrator schließt eine ohne aktiven Starter als fehlgeschlagen; %1 ist kein aktives Tabularia-Konto dieser Datenbank. Setzen Sie Ihre Audit-Identität auf die E-Mail-Adresse Ihres Kontos.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="149"/>
        <source>Queues a new orchestration of flow %1 (%2) as PENDING, launched by %3 (trigger manual, engine mode development): the first orchestrator that polls the queue claims and runs it.</source>
        <translation>Reiht eine neue Orchestrierung von Flow %1 (%2) als PENDING ein, gestartet von %3 (Auslöser manual, Engine-Modus development): Der erste Orchestrator, der die Warteschlange abfragt, beansprucht und führt sie aus.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="153"/>
        <source>Audited as flow.run on the flow, as the platform&apos;s run-now audits it.</source>
        <translation>Im Audit als flow.run am Flow vermerkt, wie es „run-now“ der Plattform vermerkt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/EnqueueRun.cpp" line="173"/>
        <source>Flow %1 got orchestration %2 (%3) since it was read: nothing was queued.</source>
        <translation>Flow %1 hat seit dem Lesen die Orchestrierung %2 (%3) erhalten: Es wurde nichts eingereiht.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="34"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="36"/>
        <source>Export result</source>
        <translation>Ergebnis des Exports</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="58"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="59"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="64"/>
        <location filename="../src/gui/export/ExportController.cpp" line="85"/>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="84"/>
        <source>Export progress</source>
        <translation>Fortschritt des Exports</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="86"/>
        <source>Exporting %1 to %2…</source>
        <translation>%1 wird nach %2 exportiert…</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="87"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="101"/>
        <source>Exporting %1 to %2…
%3 of %4 rows</source>
        <translation>%1 wird nach %2 exportiert…
%3 von %4 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="104"/>
        <source>Exporting %1 to %2…
%3 rows</source>
        <translation>%1 wird nach %2 exportiert…
%3 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="117"/>
        <source>Exported 1 row of %1 to %2.</source>
        <translation>1 Zeile von %1 nach %2 exportiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/export/ExportController.cpp" line="118"/>
        <source>Exported %Ln rows of %1 to %2.</source>
        <translation>
            <numerusform>%Ln Zeile von %1 nach %2 exportiert.</numerusform>
            <numerusform>%Ln Zeilen von %1 nach %2 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="125"/>
        <source>Export cancelled: nothing was written to %1.</source>
        <translation>Export abgebrochen: nach %1 wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportController.cpp" line="129"/>
        <source>Could not export %1 to %2.</source>
        <translation>%1 konnte nicht nach %2 exportiert werden.</translation>
    </message>
</context>
<context>
    <name>FernetKeyRing</name>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="34"/>
        <source>The list of Fernet keys is empty: give at least one key (the platform&apos;s SECURITY__FERNET_KEY), newest first.</source>
        <translation>Die Liste der Fernet-Schlüssel ist leer: Geben Sie mindestens einen Schlüssel an (den SECURITY__FERNET_KEY der Plattform), den neuesten zuerst.</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="42"/>
        <source>Fernet key %1 of %2 is empty: the keys are separated by single commas.</source>
        <translation>Fernet-Schlüssel %1 von %2 ist leer: Die Schlüssel werden durch einzelne Kommas getrennt.</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="52"/>
        <source>Fernet key %1 of %2 is not a Fernet key (32 bytes in url-safe base64, as Fernet.generate_key() makes it): %3.</source>
        <translation>Fernet-Schlüssel %1 von %2 ist kein Fernet-Schlüssel (32 Bytes in URL-sicherem Base64, wie Fernet.generate_key() ihn erzeugt): %3.</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="56"/>
        <source>it holds characters outside base64</source>
        <translation>er enthält Zeichen außerhalb von Base64</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="88"/>
        <source>No key of the %n decrypts this token: %1.</source>
        <translation>
            <numerusform>Der %n Schlüssel entschlüsselt dieses Token nicht: %1.</numerusform>
            <numerusform>Keiner der %n Schlüssel entschlüsselt dieses Token: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="89"/>
        <source>there are no keys</source>
        <translation>es gibt keine Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="95"/>
        <source>key %1: %2</source>
        <translation>Schlüssel %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="98"/>
        <source>No key of the %n decrypts this token (%1).</source>
        <translation>
            <numerusform>Der %n Schlüssel entschlüsselt dieses Token nicht (%1).</numerusform>
            <numerusform>Keiner der %n Schlüssel entschlüsselt dieses Token (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="118"/>
        <source>The token could not be encrypted again (OpenSSL failed).</source>
        <translation>Das Token konnte nicht neu verschlüsselt werden (OpenSSL ist fehlgeschlagen).</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="133"/>
        <source>No Fernet keys are stored for this connection profile.</source>
        <translation>Für dieses Verbindungsprofil sind keine Fernet-Schlüssel gespeichert.</translation>
    </message>
</context>
<context>
    <name>FlowHistory</name>
    <message>
        <location filename="../src/core/history/FlowHistory.cpp" line="15"/>
        <source>(nobody recorded)</source>
        <translation>(niemand verzeichnet)</translation>
    </message>
    <message>
        <location filename="../src/core/history/FlowHistory.cpp" line="16"/>
        <source>(user #%1, gone)</source>
        <translation>(Benutzer #%1, nicht mehr vorhanden)</translation>
    </message>
    <message>
        <location filename="../src/core/history/FlowHistory.cpp" line="23"/>
        <source>%1 has no Tabularia flows (no flows and flow_versions tables).</source>
        <translation>%1 enthält keine Tabularia-Flows (keine Tabellen flows und flow_versions).</translation>
    </message>
    <message>
        <location filename="../src/core/history/FlowHistory.cpp" line="87"/>
        <source>Version %1 of flow %2 is stored as %3 bytes that are not UTF-8 text: it cannot be compared as text.</source>
        <translation>Version %1 von Flow %2 ist als %3 Bytes gespeichert, die kein UTF-8-Text sind: Sie kann nicht als Text verglichen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="251"/>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="297"/>
        <source>Version %1 is gone.</source>
        <translation>Version %1 gibt es nicht mehr.</translation>
    </message>
</context>
<context>
    <name>FlowOverview</name>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="82"/>
        <source>Not scheduled</source>
        <translation>Nicht geplant</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="90"/>
        <source>Every %Ln day(s)</source>
        <translation>
            <numerusform>Jeden Tag</numerusform>
            <numerusform>Alle %Ln Tage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="92"/>
        <source>Every %Ln hour(s)</source>
        <translation>
            <numerusform>Jede Stunde</numerusform>
            <numerusform>Alle %Ln Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="93"/>
        <source>Every %Ln minute(s)</source>
        <translation>
            <numerusform>Jede Minute</numerusform>
            <numerusform>Alle %Ln Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="97"/>
        <source>Daily at %1:%2</source>
        <translation>Täglich um %1:%2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="98"/>
        <source>Cron expression %1, in the installation&apos;s time zone (APP__TIMEZONE)</source>
        <translation>Cron-Ausdruck %1, in der Zeitzone der Installation (APP__TIMEZONE)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="103"/>
        <source>No runs</source>
        <translation>Keine Läufe</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="111"/>
        <source>%1 succeeded</source>
        <translation>%1 erfolgreich</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="113"/>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="115"/>
        <source>%1 queued or running</source>
        <translation>%1 wartend oder laufend</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="118"/>
        <source>%1 in another status</source>
        <translation>%1 in einem anderen Status</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="119"/>
        <source>%Ln run(s): %1</source>
        <translation>
            <numerusform>%Ln Lauf: %1</numerusform>
            <numerusform>%Ln Läufe: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowRules</name>
    <message>
        <location filename="../src/core/rules/FlowRules.cpp" line="62"/>
        <source>The engine %1 is disabled on this installation (Disabled engines): a flow cannot be switched to it. Flows already on it keep running; enable it again or choose another.</source>
        <translation>Die Engine %1 ist in dieser Installation deaktiviert (Deaktivierte Engines): Ein Flow kann nicht auf sie umgestellt werden. Flows, die sie schon nutzen, laufen weiter; aktivieren Sie sie wieder oder wählen Sie eine andere.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/FlowRules.cpp" line="80"/>
        <source>No connection has id %1.</source>
        <translation>Keine Verbindung hat die ID %1.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/FlowRules.cpp" line="86"/>
        <source>Connection “%1” (#%2) belongs to project #%3, not to this flow&apos;s project #%4: failure notices are sent only through a connection of the flow&apos;s own project.</source>
        <translation>Die Verbindung „%1“ (#%2) gehört zu Projekt #%3, nicht zum Projekt #%4 dieses Flows: Fehlermeldungen werden nur über eine Verbindung des eigenen Projekts des Flows verschickt.</translation>
    </message>
</context>
<context>
    <name>ForgetDbtAiTexts</name>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="64"/>
        <source>This database has no Tabularia flows and dbt AI texts.</source>
        <translation>Diese Datenbank hat keine Tabularia-Flows und dbt-KI-Texte.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="70"/>
        <source>Could not read flow %1: %2</source>
        <translation>Flow %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="74"/>
        <source>There is no flow %1.</source>
        <translation>Es gibt keinen Flow %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="81"/>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="126"/>
        <source>Could not read the dbt AI texts of flow %1: %2</source>
        <translation>Die dbt-KI-Texte von Flow %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="85"/>
        <source>Flow %1 (%2) has no dbt AI texts for version %3: there is nothing to forget.</source>
        <translation>Flow %1 (%2) hat keine dbt-KI-Texte für Version %3: es gibt nichts zu vergessen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="107"/>
        <source>Forgets the %n dbt AI text(s) of version %1 of flow %2 (%3): %4.</source>
        <translation>
            <numerusform>Vergisst den %n dbt-KI-Text von Version %1 des Flows %2 (%3): %4.</numerusform>
            <numerusform>Vergisst die %n dbt-KI-Texte von Version %1 des Flows %2 (%3): %4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="111"/>
        <source>The platform&apos;s next dbt export of that version asks the AI again instead of reusing them; the other versions&apos; texts stay.</source>
        <translation>Der nächste dbt-Export dieser Version durch die Plattform fragt die KI erneut, statt sie wiederzuverwenden; die Texte der anderen Versionen bleiben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="113"/>
        <source>Audited as dbt_ai_text.delete on the flow (the platform audits no such change).</source>
        <translation>Protokolliert als dbt_ai_text.delete auf dem Flow (die Plattform protokolliert keine solche Änderung).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="137"/>
        <source>Version %1 of flow %2 has %n dbt AI text(s) now, not the ones listed: nothing was written.</source>
        <translation>
            <numerusform>Version %1 von Flow %2 hat jetzt %n dbt-KI-Text, nicht die aufgeführten: es wurde nichts geschrieben.</numerusform>
            <numerusform>Version %1 von Flow %2 hat jetzt %n dbt-KI-Texte, nicht die aufgeführten: es wurde nichts geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GenerationLog</name>
    <message>
        <location filename="../src/core/chat/GenerationLog.cpp" line="16"/>
        <source>This database has no Holotable generation log (it came with migration 009).</source>
        <translation>Diese Datenbank hat kein Holotable-Generierungsprotokoll (es kam mit Migration 009).</translation>
    </message>
</context>
<context>
    <name>GridClipboard</name>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="136"/>
        <source>A selected row was deleted since the order was read; nothing was copied. F5 reads the order again.</source>
        <translation>Eine ausgewählte Zeile wurde gelöscht, seit die Reihenfolge gelesen wurde; nichts wurde kopiert. F5 liest die Reihenfolge neu.</translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="151"/>
        <source>Copy takes at most %1 rows at a time; use Export for more.</source>
        <translation>Kopieren nimmt höchstens %1 Zeilen auf einmal; für mehr verwenden Sie den Export.</translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="192"/>
        <source>Some of the selected rows are still loading; copy again in a moment.</source>
        <translation>Einige der ausgewählten Zeilen werden noch geladen; kopieren Sie gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="208"/>
        <source>Copied 1 row.</source>
        <translation>1 Zeile kopiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/export/GridClipboard.cpp" line="208"/>
        <source>Copied %Ln rows.</source>
        <translation>
            <numerusform>%Ln Zeile kopiert.</numerusform>
            <numerusform>%Ln Zeilen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="210"/>
        <source>Copied 1 cell.</source>
        <translation>1 Zelle kopiert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/export/GridClipboard.cpp" line="210"/>
        <source>Copied %Ln cells.</source>
        <translation>
            <numerusform>%Ln Zelle kopiert.</numerusform>
            <numerusform>%Ln Zellen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="229"/>
        <source>Texts stored as bytes that are not UTF-8 were copied as those bytes.</source>
        <translation>Texte, die als Bytes gespeichert sind, die kein UTF-8 sind, wurden als diese Bytes kopiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/export/GridClipboard.cpp" line="233"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
</context>
<context>
    <name>HolotablePreferences</name>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="62"/>
        <source>“%1” is not a preference: the platform drops it when it reads the row.</source>
        <translation>„%1“ ist keine Einstellung: Die Plattform verwirft sie, wenn sie die Zeile liest.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="66"/>
        <source>%1 must be true or false.</source>
        <translation>%1 muss true oder false sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="70"/>
        <source>%1 must be one of %2.</source>
        <translation>%1 muss eines von %2 sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="81"/>
        <source>%1 must be %2.</source>
        <translation>%1 muss %2 sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="86"/>
        <source>%1 must be “local” or an IANA time zone such as “UTC” or “Europe/Berlin”.</source>
        <translation>%1 muss „local“ oder eine IANA-Zeitzone wie „UTC“ oder „Europe/Berlin“ sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="95"/>
        <source>%1 must be “dashboards”, “explore” or “dashboard:&lt;id&gt;”.</source>
        <translation>%1 muss „dashboards“, „explore“ oder „dashboard:&lt;id&gt;“ sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotablePreferences.cpp" line="136"/>
        <source>Preferences are one JSON object (the table&apos;s CHECK): {&quot;timeZone&quot;: &quot;UTC&quot;, …}.</source>
        <translation>Einstellungen sind ein JSON-Objekt (der CHECK der Tabelle): {&quot;timeZone&quot;: &quot;UTC&quot;, …}.</translation>
    </message>
</context>
<context>
    <name>HolotableRules</name>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="30"/>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="37"/>
        <source>is not a field the platform knows here</source>
        <translation>ist hier kein Feld, das die Plattform kennt</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="44"/>
        <location filename="../src/core/rules/HolotableRules.cpp" line="65"/>
        <location filename="../src/core/rules/HolotableRules.cpp" line="106"/>
        <source>is required</source>
        <translation>ist erforderlich</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="47"/>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="50"/>
        <source>must be %1 to %2 characters</source>
        <translation>muss %1 bis %2 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="51"/>
        <source>must be at most %1 characters</source>
        <translation>darf höchstens %1 Zeichen lang sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="53"/>
        <source>is not of the form the platform takes</source>
        <translation>hat nicht die Form, die die Plattform annimmt</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="58"/>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="67"/>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="70"/>
        <source>must hold %1 to %2 entries</source>
        <translation>muss %1 bis %2 Einträge enthalten</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="71"/>
        <source>must hold at most %1 entries</source>
        <translation>darf höchstens %1 Einträge enthalten</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="78"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="110"/>
        <source>must be a whole number from 1 to 65535</source>
        <translation>muss eine ganze Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="165"/>
        <source>must be an http(s) URL with no credentials, query or fragment</source>
        <translation>muss eine http(s)-URL ohne Zugangsdaten, Query oder Fragment sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="168"/>
        <source>must be one of none, basic, bearer</source>
        <translation>muss eines von none, basic, bearer sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="181"/>
        <source>must not contain a quote, a backslash or a control character</source>
        <translation>darf kein Anführungszeichen, keinen Backslash und kein Steuerzeichen enthalten</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="187"/>
        <source>must be one of counter, gauge, histogram, summary, unknown</source>
        <translation>muss eines von counter, gauge, histogram, summary, unknown sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="192"/>
        <source>must be a label name</source>
        <translation>muss ein Label-Name sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="207"/>
        <source>must not be a reserved label</source>
        <translation>darf kein reserviertes Label sein</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="224"/>
        <source>This looks like a connection string or a credential, which is never stored: a secret reference names an environment-variable family, such as METRICS_DB (the server then reads METRICS_DB_USERNAME and METRICS_DB_PASSWORD). The value typed is not repeated here.</source>
        <translation>Das sieht wie eine Verbindungszeichenfolge oder ein Zugangsdatum aus, was nie gespeichert wird: Eine Geheimnisreferenz nennt eine Familie von Umgebungsvariablen, etwa METRICS_DB (der Server liest dann METRICS_DB_USERNAME und METRICS_DB_PASSWORD). Der eingegebene Wert wird hier nicht wiederholt.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="228"/>
        <source>A secret reference is an UPPER_SNAKE environment-variable family name (capital letters, digits and “_”, starting with a letter), such as METRICS_DB.</source>
        <translation>Eine Geheimnisreferenz ist der Name einer Familie von Umgebungsvariablen in UPPER_SNAKE (Großbuchstaben, Ziffern und „_“, beginnend mit einem Buchstaben), etwa METRICS_DB.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="237"/>
        <source>This looks like a key or a token rather than a name: a secret reference names an environment-variable family made of words, such as METRICS_DB. The value typed is not repeated here.</source>
        <translation>Das sieht eher wie ein Schlüssel oder Token aus als wie ein Name: Eine Geheimnisreferenz nennt eine aus Wörtern gebildete Familie von Umgebungsvariablen, etwa METRICS_DB. Der eingegebene Wert wird hier nicht wiederholt.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="251"/>
        <source>config.kind says “%1” but the source&apos;s kind is “%2”: the platform refuses to load such a source.</source>
        <translation>config.kind sagt „%1“, aber die Art der Quelle ist „%2“: Die Plattform lädt eine solche Quelle nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="306"/>
        <source>Must be 0 or more: 0 turns the limit off, empty inherits the environment&apos;s value.</source>
        <translation>Muss 0 oder mehr sein: 0 schaltet das Limit ab, leer übernimmt den Wert der Umgebung.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="308"/>
        <source>Must be at most %1.</source>
        <translation>Darf höchstens %1 sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="312"/>
        <source>A description is at most %1 characters (the platform&apos;s limit).</source>
        <translation>Eine Beschreibung hat höchstens %1 Zeichen (die Grenze der Plattform).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="316"/>
        <source>At most %1 tags are taken (%2 are kept).</source>
        <translation>Höchstens %1 Tags werden angenommen (%2 werden behalten).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="319"/>
        <source>A tag is at most %1 characters as typed (%2 are kept).</source>
        <translation>Ein Tag hat wie eingegeben höchstens %1 Zeichen (%2 werden behalten).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="341"/>
        <source>This source is tombstoned: the platform no longer edits it (its update answers “source is tombstoned and cannot be edited”).</source>
        <translation>Diese Quelle ist stillgelegt: Die Plattform bearbeitet sie nicht mehr (ihre Aktualisierung antwortet „source is tombstoned and cannot be edited“).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="354"/>
        <source>A source&apos;s config is one JSON object: its connection and the table allowlist its author owns.</source>
        <translation>Die Konfiguration einer Quelle ist ein JSON-Objekt: ihre Verbindung und die Tabellen-Allowlist, die ihr Autor verantwortet.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/HolotableRules.cpp" line="363"/>
        <source>This dashboard is deleted: the platform edits the description and tags of a live dashboard only. Undelete it first.</source>
        <translation>Dieses Dashboard ist gelöscht: Die Plattform bearbeitet Beschreibung und Tags nur bei aktiven Dashboards. Stellen Sie es zuerst wieder her.</translation>
    </message>
</context>
<context>
    <name>HomeSummary</name>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="54"/>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="614"/>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="616"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="618"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="620"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="215"/>
        <source>Could not read runs: %1</source>
        <translation>Die Läufe konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="258"/>
        <source>Runs today</source>
        <translation>Läufe heute</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="258"/>
        <source>Started since 00:00 UTC</source>
        <translation>Seit 00:00 UTC gestartet</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="279"/>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="280"/>
        <source>Local and SSO accounts</source>
        <translation>Lokale und SSO-Konten</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="281"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="282"/>
        <source>Nested RBAC scopes</source>
        <translation>Verschachtelte RBAC-Bereiche</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="283"/>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="295"/>
        <source>Waiting in the queue</source>
        <translation>In der Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="296"/>
        <source>Orchestrations not claimed yet</source>
        <translation>Noch nicht beanspruchte Orchestrierungen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="626"/>
        <source>%1 minutes</source>
        <translation>%1 Minuten</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="627"/>
        <source>%1 seconds</source>
        <translation>%1 Sekunden</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="339"/>
        <source>Pending in the outbox</source>
        <translation>Ausstehend im Postausgang</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="399"/>
        <source>In and out since 00:00 UTC; the %1 busiest of %2 workspaces</source>
        <translation>Ein- und Ausgabe seit 00:00 UTC; die %1 aktivsten von %2 Arbeitsbereichen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="402"/>
        <source>In and out, since 00:00 UTC</source>
        <translation>Ein- und Ausgabe, seit 00:00 UTC</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="415"/>
        <source>Budget set by the environment</source>
        <translation>Budget aus der Umgebung</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="416"/>
        <source>No budgets at this revision</source>
        <translation>Keine Budgets in dieser Revision</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="418"/>
        <source>Budget disabled</source>
        <translation>Budget deaktiviert</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="425"/>
        <source>%L1% of %L2 a day</source>
        <translation>%L1 % von %L2 pro Tag</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="317"/>
        <source>Stale claims</source>
        <translation>Verwaiste Beanspruchungen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="284"/>
        <source>Pipeline definitions</source>
        <translation>Pipeline-Definitionen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="318"/>
        <source>No heartbeat for %1</source>
        <translation>Seit %1 kein Heartbeat</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="338"/>
        <source>Contract alerts to send</source>
        <translation>Zu sendende Vertragswarnungen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="397"/>
        <source>LLM tokens today</source>
        <translation>LLM-Tokens heute</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="440"/>
        <source>Dashboards</source>
        <translation>Dashboards</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="440"/>
        <source>Not deleted</source>
        <translation>Nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="441"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="442"/>
        <source>Not tombstoned</source>
        <translation>Nicht stillgelegt</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="443"/>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="444"/>
        <source>Starting points for new dashboards</source>
        <translation>Ausgangspunkte für neue Dashboards</translation>
    </message>
    <message>
        <location filename="../src/core/home/HomeSummary.cpp" line="523"/>
        <source>This database has no runs.started_at.</source>
        <translation>Diese Datenbank hat keine Spalte runs.started_at.</translation>
    </message>
</context>
<context>
    <name>ImportDashboard</name>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="79"/>
        <source>That file is %1 bytes; an import is at most %2 bytes (1 MiB), as the platform&apos;s.</source>
        <translation>Diese Datei hat %1 Bytes; ein Import hat höchstens %2 Bytes (1 MiB), wie bei der Plattform.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="87"/>
        <source>That file is not JSON: it is not UTF-8 text.</source>
        <translation>Diese Datei ist kein JSON: Sie ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="93"/>
        <source>That file is not JSON: %1 (at character %2).</source>
        <translation>Diese Datei ist kein JSON: %1 (bei Zeichen %2).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="101"/>
        <source>That file is not a dashboard export: its format is not holotable.dashboard.</source>
        <translation>Diese Datei ist kein Dashboard-Export: Ihr Format ist nicht holotable.dashboard.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="106"/>
        <source>That file is not a dashboard export this Metadesk reads: its formatVersion is not 1.</source>
        <translation>Diese Datei ist kein Dashboard-Export, den dieses Metadesk liest: Ihre formatVersion ist nicht 1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="110"/>
        <source>That file is not a dashboard export: it has no spec.</source>
        <translation>Diese Datei ist kein Dashboard-Export: Sie enthält keine Spezifikation (spec).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="116"/>
        <source>That file is not a dashboard spec: %1</source>
        <translation>Diese Datei ist keine Dashboard-Spezifikation: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="120"/>
        <source>That file holds a connection string with a password: a dashboard spec names its sources by id only, so it is not imported.</source>
        <translation>Diese Datei enthält eine Verbindungszeichenfolge mit Passwort: Eine Dashboard-Spezifikation nennt ihre Quellen nur über die ID, daher wird sie nicht importiert.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/DashboardTransfer.cpp" line="127"/>
        <source>Imports dashboard “%1” as a new dashboard: the file&apos;s spec alone, validated, with nothing of the dashboard it came from.</source>
        <translation>Importiert Dashboard „%1“ als neues Dashboard: nur die geprüfte Spezifikation der Datei, nichts vom Dashboard, aus dem sie stammt.</translation>
    </message>
</context>
<context>
    <name>InstantiateTemplate</name>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="24"/>
        <source>%1 has no Holotable templates (they come with the platform&apos;s migration 005).</source>
        <translation>%1 hat keine Holotable-Vorlagen (sie kommen mit der Migration 005 der Plattform).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="30"/>
        <source>There is no template %1: a template&apos;s id is a UUID.</source>
        <translation>Es gibt keine Vorlage %1: Die ID einer Vorlage ist eine UUID.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="37"/>
        <source>Could not read template %1: %2</source>
        <translation>Vorlage %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="41"/>
        <source>There is no template %1.</source>
        <translation>Es gibt keine Vorlage %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="50"/>
        <source>Template “%1” cannot be used: %2</source>
        <translation>Vorlage „%1“ kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="55"/>
        <source>Template “%1” is a %2 template: only a dashboard template becomes a new dashboard.</source>
        <translation>Vorlage „%1“ ist eine Vorlage der Art %2: Nur aus einer Dashboard-Vorlage wird ein neues Dashboard.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="60"/>
        <source>Template “%1” has no dashboard in its body (&quot;dashboard&quot;: {…}).</source>
        <translation>Vorlage „%1“ enthält kein Dashboard in ihrem Inhalt (&quot;dashboard&quot;: {…}).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="65"/>
        <source>The dashboard of template “%1” is not a dashboard this Metadesk knows: %2</source>
        <translation>Das Dashboard der Vorlage „%1“ ist kein Dashboard, das dieses Metadesk kennt: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="77"/>
        <source>The title of template “%1”&apos;s dashboard could not be found in its text.</source>
        <translation>Der Titel des Dashboards der Vorlage „%1“ wurde in ihrem Text nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="88"/>
        <source>Makes a new dashboard from dashboard template “%1”: its spec is copied, so the template stays as it is and nothing points back at it.</source>
        <translation>Legt ein neues Dashboard aus der Dashboard-Vorlage „%1“ an: Ihre Spezifikation wird kopiert, die Vorlage bleibt, wie sie ist, und nichts verweist auf sie zurück.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/InstantiateTemplate.cpp" line="111"/>
        <source>Template %1 was changed or deleted since it was read: nothing was written.</source>
        <translation>Vorlage %1 wurde seit dem Lesen geändert oder gelöscht: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>IntegrityCheck</name>
    <message>
        <location filename="../src/core/checks/EngineRules.cpp" line="83"/>
        <source>A foreign key names no row of %1.</source>
        <translation>Ein Fremdschlüssel nennt keine Zeile von %1.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/EngineRules.cpp" line="84"/>
        <location filename="../src/core/checks/ReferenceRules.cpp" line="35"/>
        <source>%1 %2 names no row of %3.</source>
        <translation>%1 %2 nennt keine Zeile von %3.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/EngineRules.cpp" line="95"/>
        <source>SQLite&apos;s quick_check finds every page of the file and the structure of its tables and indexes sound: anything else is a damaged file, to be restored from a backup. The deep check runs integrity_check instead, which also compares every index with its table.</source>
        <translation>SQLites quick_check findet jede Seite der Datei und den Aufbau ihrer Tabellen und Indizes intakt: alles andere ist eine beschädigte Datei, die aus einer Sicherung wiederherzustellen ist. Die gründliche Prüfung führt stattdessen integrity_check aus, das zusätzlich jeden Index mit seiner Tabelle vergleicht.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/EngineRules.cpp" line="104"/>
        <source>SQLite&apos;s integrity_check finds the file&apos;s pages, indexes and constraints sound: anything else is a damaged file, to be restored from a backup. Run by the deep check only (several times as long as quick_check on a large file).</source>
        <translation>SQLites integrity_check findet die Seiten, Indizes und Constraints der Datei intakt: alles andere ist eine beschädigte Datei, die aus einer Sicherung wiederherzustellen ist. Nur bei der gründlichen Prüfung ausgeführt (bei einer großen Datei ein Mehrfaches von quick_check).</translation>
    </message>
    <message>
        <location filename="../src/core/checks/EngineRules.cpp" line="113"/>
        <source>Every foreign key the SQLite schema declares names an existing row: SQLite enforces them only on connections that turn them on, and the platforms&apos; own tests and tools often do not.</source>
        <translation>Jeder Fremdschlüssel, den das SQLite-Schema erklärt, nennt eine vorhandene Zeile: SQLite setzt sie nur auf Verbindungen durch, die sie einschalten, und die Tests und Werkzeuge der Plattformen tun das oft nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="42"/>
        <source>%1.%2 holds only the values the platform&apos;s code knows (its migration&apos;s CHECK, where the database has it); the code that reads another fails or drops the row.</source>
        <translation>%1.%2 enthält nur die Werte, die der Code der Plattform kennt (der CHECK ihrer Migration, wo die Datenbank ihn hat); Code, der einen anderen liest, scheitert oder verwirft die Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="79"/>
        <source>dashboards.title mirrors the current version&apos;s spec.title, written on every save (the seed): a title that differs lists the dashboard under a name its spec does not have.</source>
        <translation>dashboards.title spiegelt spec.title der aktuellen Version und wird bei jedem Speichern geschrieben (das Seed-Dokument): Ein abweichender Titel führt das Dashboard unter einem Namen, den seine Spezifikation nicht hat.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="94"/>
        <source>Titled &quot;%1&quot;, its current spec &quot;%2&quot;.</source>
        <translation>Titel „%1“, seine aktuelle Spezifikation „%2“.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="98"/>
        <source>current_version_id names one of the dashboard&apos;s own versions; the foreign key only checks that the version exists, so it may name another dashboard&apos;s, which then shows in its place.</source>
        <translation>current_version_id nennt eine der eigenen Versionen des Dashboards; der Fremdschlüssel prüft nur, dass die Version existiert, also kann er die eines anderen Dashboards nennen, die dann an seiner Stelle erscheint.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="111"/>
        <source>Its current version %1 belongs to dashboard %2.</source>
        <translation>Seine aktuelle Version %1 gehört zu Dashboard %2.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="150"/>
        <source>Every source a dashboard&apos;s current spec reads (panels[].query.sourceId) exists: a referenced source is tombstoned, never deleted, so one that is gone was removed behind the platform&apos;s back; its panels show as removed and the dashboard cannot be saved until they are repointed.</source>
        <translation>Jede Quelle, die die aktuelle Spezifikation eines Dashboards liest (panels[].query.sourceId), existiert: Eine referenzierte Quelle wird als gelöscht markiert (Tombstone), nie gelöscht; eine fehlende wurde also an der Plattform vorbei entfernt. Ihre Panels erscheinen als entfernt, und das Dashboard lässt sich erst wieder speichern, wenn sie auf eine andere Quelle zeigen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="165"/>
        <source>%n panel(s) of its current spec read source &quot;%1&quot;, which does not exist.</source>
        <translation>
            <numerusform>%n Panel der aktuellen Spezifikation liest die Quelle „%1“, die es nicht gibt.</numerusform>
            <numerusform>%n Panels der aktuellen Spezifikation lesen die Quelle „%1“, die es nicht gibt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="171"/>
        <source>A dashboard&apos;s current spec reads no tombstoned source: deleting a referenced source tombstones it, and its panels then show &quot;Data source removed&quot; instead of data, every tick, until the dashboard is saved with another source.</source>
        <translation>Die aktuelle Spezifikation eines Dashboards liest keine als gelöscht markierte Quelle: Wer eine referenzierte Quelle löscht, markiert sie nur (Tombstone), und ihre Panels zeigen dann bei jeder Aktualisierung „Data source removed“ statt Daten, bis das Dashboard mit einer anderen Quelle gespeichert wird.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="187"/>
        <source>%n panel(s) of its current spec read source &quot;%1&quot;, which is tombstoned.</source>
        <translation>
            <numerusform>%n Panel der aktuellen Spezifikation liest die Quelle „%1“, die als gelöscht markiert ist.</numerusform>
            <numerusform>%n Panels der aktuellen Spezifikation lesen die Quelle „%1“, die als gelöscht markiert ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="193"/>
        <source>A dashboard&apos;s versions are append-only, each save one more than the last (1, 2, 3 …): a gap is deleted history, which restoring a version relies on.</source>
        <translation>Die Versionen eines Dashboards werden nur angehängt, jedes Speichern eine mehr als die letzte (1, 2, 3 …): Eine Lücke ist gelöschte Historie, auf die das Wiederherstellen einer Version angewiesen ist.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="282"/>
        <source>A stored preference holds a value its field accepts (a known time zone, clock, start page, sort, Explore default, true or false): the platform reads preferences field by field and silently puts the default in place of one that does not parse, so the person&apos;s choice is lost.</source>
        <translation>Eine gespeicherte Einstellung hat einen Wert, den ihr Feld annimmt (eine bekannte Zeitzone, Uhr, Startseite, Sortierung, Explore-Vorgabe, true oder false): Die Plattform liest Einstellungen Feld für Feld und setzt stillschweigend den Standardwert an die Stelle eines Werts, der sich nicht lesen lässt; die Wahl der Person geht verloren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="296"/>
        <source>%n stored value(s) the platform replaces by the default, the first of &quot;%1&quot;.</source>
        <translation>
            <numerusform>%n gespeicherter Wert, den die Plattform durch den Standard ersetzt, der erste von „%1“.</numerusform>
            <numerusform>%n gespeicherte Werte, die die Plattform durch den Standard ersetzt, der erste von „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="302"/>
        <source>A stored preference has a key the platform knows: it drops any other when it reads the row, and its settings page refuses to write one, so another writer put it there.</source>
        <translation>Eine gespeicherte Einstellung hat einen Schlüssel, den die Plattform kennt: Jeden anderen verwirft sie beim Lesen der Zeile, und ihre Einstellungsseite schreibt keinen anderen; ein anderes Programm hat ihn also dort abgelegt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="314"/>
        <source>%n key(s) the platform drops, the first &quot;%1&quot;.</source>
        <translation>
            <numerusform>%n Schlüssel, den die Plattform verwirft: „%1“.</numerusform>
            <numerusform>%n Schlüssel, die die Plattform verwirft, der erste „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="325"/>
        <source>A template&apos;s kind equals the kind its body declares (templates_kind_matches_body), so templates can be filtered on it: a panel body under kind dashboard is offered where it cannot be used.</source>
        <translation>Die Art einer Vorlage ist die Art, die ihr Inhalt erklärt (templates_kind_matches_body), damit Vorlagen danach gefiltert werden können: Ein Panel-Inhalt unter der Art dashboard wird dort angeboten, wo er nicht verwendbar ist.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="348"/>
        <source>Kind %1, its body declares none.</source>
        <translation>Art %1, ihr Inhalt erklärt keine.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="349"/>
        <source>Kind %1, its body&apos;s %2.</source>
        <translation>Art %1, die ihres Inhalts %2.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="354"/>
        <source>source_id has no foreign key so that a log entry outlives its source: a source is tombstoned, not deleted, once referenced, so an entry naming a tombstoned source is normal and one naming a source that does not exist is not.</source>
        <translation>source_id hat keinen Fremdschlüssel, damit ein Protokolleintrag seine Quelle überdauert: Eine Quelle, auf die verwiesen wird, wird stillgelegt statt gelöscht; ein Eintrag, der eine stillgelegte Quelle nennt, ist also normal, einer, der eine nicht vorhandene Quelle nennt, nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="367"/>
        <source>A stored chat message&apos;s content is a JSON object with a parts array, as the chat SDK wrote it: the platform drops a row that is not one when it replays the conversation, which then starts a turn shorter (and SQLite keeps content as text, so it may not be JSON at all).</source>
        <translation>Der Inhalt einer gespeicherten Chatnachricht ist ein JSON-Objekt mit einer Liste parts, wie das Chat-SDK sie schreibt: Eine andere Zeile verwirft die Plattform, wenn sie das Gespräch wieder abspielt, das dann eine Runde kürzer beginnt (und SQLite speichert den Inhalt als Text, er ist dort womöglich gar kein JSON).</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="406"/>
        <source>A workspace&apos;s provider and settings are set together (017&apos;s CHECK): one without the other is a configuration the model resolution cannot use.</source>
        <translation>Anbieter und Einstellungen eines Arbeitsbereichs werden zusammen gesetzt (der CHECK von 017): Eines ohne das andere ist eine Konfiguration, die die Modellauswahl nicht verwenden kann.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="415"/>
        <source>A reference the platform&apos;s migrations make a foreign key, which this database lacks, names a row that exists.</source>
        <translation>Ein Verweis, den die Migrationen der Plattform zum Fremdschlüssel machen und der dieser Datenbank fehlt, nennt eine vorhandene Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/HolotableChecks.cpp" line="421"/>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="431"/>
        <source>The schema is what the platform&apos;s migrations make at the revision the database records: a difference (a CHECK or index dropped, a column added by hand) is a rule the database no longer enforces, or a change the platform&apos;s next migration may fail on. One finding per difference.</source>
        <translation>Das Schema ist das, was die Migrationen der Plattform bei der Revision anlegen, die die Datenbank verzeichnet: Eine Abweichung (ein entfernter CHECK oder Index, eine von Hand hinzugefügte Spalte) ist eine Regel, die die Datenbank nicht mehr durchsetzt, oder eine Änderung, an der die nächste Migration der Plattform scheitern kann. Ein Befund je Abweichung.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/IntegrityChecker.cpp" line="48"/>
        <source>No rule has the id &quot;%1&quot;.</source>
        <translation>Keine Regel hat die Kennung „%1“.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/IntegrityChecker.cpp" line="62"/>
        <source>Could not read the database&apos;s schema: %1</source>
        <translation>Das Schema der Datenbank konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/checks/IntegrityChecker.cpp" line="183"/>
        <source>%1 holds no %2 schema.</source>
        <translation>%1 enthält kein %2-Schema.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/IntegrityChecker.cpp" line="185"/>
        <source>%1 holds neither a Tabularia nor a Holotable schema.</source>
        <translation>%1 enthält weder ein Tabularia- noch ein Holotable-Schema.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/ReferenceRules.cpp" line="75"/>
        <source>%1 %2 names no row of %3 (the database has no foreign key here).</source>
        <translation>%1 %2 nennt keine Zeile von %3 (die Datenbank hat hier keinen Fremdschlüssel).</translation>
    </message>
    <message>
        <location filename="../src/core/checks/StructureRules.cpp" line="36"/>
        <source>The row is its own parent.</source>
        <translation>Die Zeile ist ihr eigenes übergeordnetes Element.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/StructureRules.cpp" line="37"/>
        <source>Its chain of parents comes back to it after %1 rows.</source>
        <translation>Ihre Kette übergeordneter Zeilen kehrt nach %1 Zeilen zu ihr zurück.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/StructureRules.cpp" line="65"/>
        <source>%1 versions, numbered %2 to %3, repeat a number.</source>
        <translation>%1 Versionen, nummeriert von %2 bis %3, wiederholen eine Nummer.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/StructureRules.cpp" line="66"/>
        <source>%1 versions, numbered %2 to %3: versions are missing.</source>
        <translation>%1 Versionen, nummeriert von %2 bis %3: Es fehlen Versionen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="43"/>
        <source>%1.%2 holds only the values the platform&apos;s code knows: the database does not check them, and the code that reads an unknown one fails or skips the row.</source>
        <translation>%1.%2 enthält nur die Werte, die der Code der Plattform kennt: Die Datenbank prüft sie nicht, und Code, der einen unbekannten liest, scheitert oder überspringt die Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="76"/>
        <source>A run&apos;s chain of parent_run_id ends at a top-level run: an orchestration fans out into child runs, and a run that is its own ancestor belongs to no top-level run.</source>
        <translation>Die Kette von parent_run_id eines Laufs endet bei einem Lauf oberster Ebene: Eine Orchestrierung verzweigt sich in untergeordnete Läufe, und ein Lauf, der sein eigener Vorfahr ist, gehört zu keinem Lauf oberster Ebene.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="88"/>
        <source>A STARTED orchestration beats its heartbeat while its orchestrator lives; one silent for more than %1 s (ORCHESTRATOR__DEAD_AFTER_SECONDS) belongs to a dead orchestrator and holds its flow&apos;s only live slot until the platform&apos;s sweep closes it.</source>
        <translation>Eine Orchestrierung im Status STARTED sendet ihren Heartbeat, solange ihr Orchestrator lebt; eine, die länger als %1 s schweigt (ORCHESTRATOR__DEAD_AFTER_SECONDS), gehört zu einem toten Orchestrator und belegt den einzigen laufenden Platz ihres Flows, bis die Bereinigung der Plattform sie schließt.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="98"/>
        <source>A STARTED orchestration that never beat its heartbeat.</source>
        <translation>Eine Orchestrierung im Status STARTED, die nie einen Heartbeat gesendet hat.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="99"/>
        <source>A STARTED orchestration whose last heartbeat was at %1.</source>
        <translation>Eine Orchestrierung im Status STARTED, deren letzter Heartbeat um %1 war.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="106"/>
        <source>An orchestration finishes after the child runs it launched; a PENDING or STARTED child under a parent that is SUCCESS or FAILURE was left behind and is never reconciled by it.</source>
        <translation>Eine Orchestrierung endet nach den untergeordneten Läufen, die sie gestartet hat; ein untergeordneter Lauf im Status PENDING oder STARTED unter einem übergeordneten mit SUCCESS oder FAILURE wurde zurückgelassen und wird von ihm nie abgeglichen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="128"/>
        <source>%1 under run %2, which is %3.</source>
        <translation>%1 unter Lauf %2, der %3 ist.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="136"/>
        <source>An engine run (not an orchestration) ends within %1 s of starting on the engine (ENGINE__RUN_STALE_TIMEOUT_SECONDS, Celery&apos;s hard limit plus 300); one still PENDING or STARTED after that was killed and is closed as timed out only when someone next reads it.</source>
        <translation>Ein Engine-Lauf (keine Orchestrierung) endet innerhalb von %1 s nach seinem Start auf der Engine (ENGINE__RUN_STALE_TIMEOUT_SECONDS, Celerys hartes Limit plus 300); einer, der danach noch PENDING oder STARTED ist, wurde beendet und wird erst als abgelaufen geschlossen, wenn ihn jemand das nächste Mal liest.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="151"/>
        <source>%1 since %2.</source>
        <translation>%1 seit %2.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="157"/>
        <source>A flow has at most one STARTED orchestration (the partial unique index uq_runs_one_live_orchestration, which this database lacks): two would run the same outputs twice.</source>
        <translation>Ein Flow hat höchstens eine Orchestrierung im Status STARTED (der partielle eindeutige Index uq_runs_one_live_orchestration, der dieser Datenbank fehlt): Zwei würden dieselben Ausgaben zweimal erzeugen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="178"/>
        <source>%1 STARTED orchestrations.</source>
        <translation>%1 Orchestrierungen im Status STARTED.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="204"/>
        <source>A schedule runs as its actor (%1.%2); a deactivated actor&apos;s scheduled work runs for someone who can no longer sign in, or fails.</source>
        <translation>Ein Zeitplan läuft im Namen seines Akteurs (%1.%2); die geplante Arbeit eines deaktivierten Akteurs läuft für jemanden, der sich nicht mehr anmelden kann, oder scheitert.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="223"/>
        <source>Scheduled (%1) as %2, who is deactivated.</source>
        <translation>Geplant (%1) im Namen von %2, der deaktiviert ist.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="229"/>
        <source>The scheduler launches scheduled work when %1.%2 comes and moves it on; a time more than %3 minutes past means the schedule is not being served.</source>
        <translation>Der Scheduler startet geplante Arbeit, wenn %1.%2 erreicht ist, und rückt den Zeitpunkt weiter; ein Zeitpunkt, der mehr als %3 Minuten zurückliegt, heißt, dass der Zeitplan nicht bedient wird.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="250"/>
        <source>Scheduled (%1), next at %2.</source>
        <translation>Geplant (%1), nächster Zeitpunkt %2.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="261"/>
        <source>A permission grants its capability to a user or to a group, exactly one of them: the seed says &quot;either a user or a group&quot;, and the gateway resolves a grant by the one that is set.</source>
        <translation>Eine Berechtigung vergibt ihre Befugnis an einen Benutzer oder an eine Gruppe, genau eines davon: Das Seed-Dokument sagt „entweder ein Benutzer oder eine Gruppe“, und das Gateway löst eine Vergabe über das gesetzte Feld auf.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="267"/>
        <source>oidc_issuer and oidc_subject are the SSO identity anchor: both set for an SSO account, both empty for a local one; half an anchor matches no sign-in.</source>
        <translation>oidc_issuer und oidc_subject sind der Identitätsanker für SSO: beide gesetzt bei einem SSO-Konto, beide leer bei einem lokalen; ein halber Anker passt zu keiner Anmeldung.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="274"/>
        <source>Projects nest through parent_id without a cycle: a grant holds on a project and every project below it, found by walking up the parents, which never ends in a cycle.</source>
        <translation>Projekte verschachteln sich über parent_id ohne Zyklus: Eine Vergabe gilt für ein Projekt und jedes Projekt darunter, gefunden durch Aufsteigen über die übergeordneten Projekte, was in einem Zyklus nie endet.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="283"/>
        <source>A flow&apos;s versions are numbered 1, 2, 3 … with the highest the current one, and are never deleted: a gap is lost history, a repeated number two histories.</source>
        <translation>Die Versionen eines Flows sind 1, 2, 3 … nummeriert, die höchste ist die aktuelle, und sie werden nie gelöscht: Eine Lücke ist verlorene Historie, eine wiederholte Nummer zwei Historien.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="291"/>
        <source>snapshot_run_id names the run whose output the datasource serves; it has no foreign key because runs.datasource_id points back, so nothing stops it naming a run that is gone.</source>
        <translation>snapshot_run_id nennt den Lauf, dessen Ausgabe die Datenquelle bereitstellt; es hat keinen Fremdschlüssel, weil runs.datasource_id zurückverweist, also hindert nichts es daran, einen nicht mehr vorhandenen Lauf zu nennen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="298"/>
        <source>%1.datasource_id has no foreign key by design: the platform removes the rows by hand when the datasource goes (services.contracts.forget), and a path that forgot leaves them naming nothing.</source>
        <translation>%1.datasource_id hat absichtlich keinen Fremdschlüssel: Die Plattform entfernt die Zeilen von Hand, wenn die Datenquelle geht (services.contracts.forget), und ein Weg, der das vergessen hat, lässt sie auf nichts verweisend zurück.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="315"/>
        <source>blocked_run_id names the refresh a blocking rule refused; without a foreign key it may name a run that is gone, and the contract then points at nothing.</source>
        <translation>blocked_run_id nennt die Aktualisierung, die eine blockierende Regel abgelehnt hat; ohne Fremdschlüssel kann es einen nicht mehr vorhandenen Lauf nennen, und der Vertrag verweist dann auf nichts.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="321"/>
        <source>notify_connection_id names the SMTP connection alerts are sent through; without a foreign key it may name a connection that is gone, and the alerts then fail.</source>
        <translation>notify_connection_id nennt die SMTP-Verbindung, über die Warnungen gesendet werden; ohne Fremdschlüssel kann es eine nicht mehr vorhandene Verbindung nennen, und die Warnungen scheitern dann.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="327"/>
        <source>A contract&apos;s saved versions are numbered 1, 2, 3 … per datasource, every save kept: a gap is lost history, a repeated number two histories.</source>
        <translation>Die gespeicherten Versionen eines Vertrags sind je Datenquelle 1, 2, 3 … nummeriert, jedes Speichern bleibt erhalten: Eine Lücke ist verlorene Historie, eine wiederholte Nummer zwei Historien.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="334"/>
        <source>run_id names the run whose data the evaluation judged; without a foreign key it may name a run that is gone.</source>
        <translation>run_id nennt den Lauf, dessen Daten die Auswertung beurteilt hat; ohne Fremdschlüssel kann es einen nicht mehr vorhandenen Lauf nennen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="351"/>
        <source>A contract alert left &apos;sending&apos; for more than %1 minutes was claimed by a scheduler that died while sending it; the platform never sends it again, so the change of state it announces reached nobody.</source>
        <translation>Eine Vertragswarnung, die länger als %1 Minuten im Zustand „sending“ steht, wurde von einem Scheduler beansprucht, der beim Senden abgestürzt ist; die Plattform sendet sie nie erneut, die angekündigte Zustandsänderung hat also niemanden erreicht.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="355"/>
        <source>The scheduler sends pending contract alerts on each tick; one still &apos;pending&apos; more than %1 minutes after its evaluation is not being sent.</source>
        <translation>Der Scheduler sendet ausstehende Vertragswarnungen bei jedem Durchlauf; eine, die mehr als %1 Minuten nach ihrer Auswertung noch „pending“ ist, wird nicht gesendet.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="377"/>
        <source>&apos;%1&apos; since the evaluation at %2.</source>
        <translation>„%1“ seit der Auswertung um %2.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="388"/>
        <source>A connection&apos;s password_encrypted (a Fernet token, empty for no password) decrypts with one of the configured keys: the gateway decrypts it to connect, so one no key opens fails until its password is entered again (a key rotated away before every credential was re-encrypted). Checked only when keys are given.</source>
        <translation>password_encrypted einer Verbindung (ein Fernet-Token, leer ohne Passwort) lässt sich mit einem der angegebenen Schlüssel entschlüsseln: Das Gateway entschlüsselt es zum Verbinden, eine Verbindung, deren Token kein Schlüssel öffnet, schlägt also fehl, bis ihr Passwort neu eingegeben wird (ein Schlüssel wurde entfernt, bevor alle Zugangsdaten neu verschlüsselt waren). Nur geprüft, wenn Schlüssel angegeben sind.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="397"/>
        <source>user_id has no foreign key: the platform deletes a user&apos;s chats with the user, so a chat naming no user was left behind.</source>
        <translation>user_id hat keinen Fremdschlüssel: Die Plattform löscht die Chats eines Benutzers mit dem Benutzer, ein Chat, der keinen Benutzer nennt, wurde also zurückgelassen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="404"/>
        <source>A chat turn&apos;s messages are the JSON list pydantic-ai wrote: a turn that is no JSON is skipped when the chat is resumed and shown without its answer, and one that is JSON but no list makes the whole history fail validation, so the conversation restarts empty.</source>
        <translation>Die messages einer Chatrunde sind die JSON-Liste, die pydantic-ai geschrieben hat: Eine Runde, die kein JSON ist, wird beim Fortsetzen des Chats übersprungen und ohne ihre Antwort angezeigt, und eine, die JSON, aber keine Liste ist, lässt die Prüfung des ganzen Verlaufs scheitern, sodass das Gespräch leer neu beginnt.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="417"/>
        <source>flow_id has no foreign key: the platform deletes a flow&apos;s dbt texts with the flow, so a text naming no flow was left behind.</source>
        <translation>flow_id hat keinen Fremdschlüssel: Die Plattform löscht die dbt-Texte eines Flows mit dem Flow, ein Text, der keinen Flow nennt, wurde also zurückgelassen.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/TabulariaChecks.cpp" line="425"/>
        <source>A reference the platform&apos;s schema makes a foreign key, which this database lacks, names a row that exists.</source>
        <translation>Ein Verweis, den das Schema der Plattform zum Fremdschlüssel macht und der dieser Datenbank fehlt, nennt eine vorhandene Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/ValueRules.cpp" line="34"/>
        <source>%1 is &quot;%2&quot;, which the platform does not know (it knows %3).</source>
        <translation>%1 ist „%2“, was die Plattform nicht kennt (sie kennt %3).</translation>
    </message>
    <message>
        <location filename="../src/core/checks/ValueRules.cpp" line="62"/>
        <source>None of %1 is set.</source>
        <translation>Keines von %1 ist gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/ValueRules.cpp" line="63"/>
        <source>More than one is set: %1.</source>
        <translation>Mehr als eines ist gesetzt: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/ValueRules.cpp" line="92"/>
        <source>%1 set while %2 is empty.</source>
        <translation>%1 gesetzt, während %2 leer ist.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/FernetTokenRule.cpp" line="34"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/checks/JsonDocumentRule.cpp" line="45"/>
        <source>%1 is not JSON.</source>
        <translation>%1 ist kein JSON.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/JsonDocumentRule.cpp" line="46"/>
        <source>%1 is a JSON %2, not a JSON %3.</source>
        <translation>%1 ist ein JSON-Wert vom Typ %2, nicht vom Typ %3.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/SchemaDriftRule.cpp" line="40"/>
        <source>The table %1, which revision %2 makes, is missing.</source>
        <translation>Die Tabelle %1, die Revision %2 anlegt, fehlt.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/SchemaDriftRule.cpp" line="42"/>
        <source>The table %1 is not one revision %2 makes.</source>
        <translation>Die Tabelle %1 legt Revision %2 nicht an.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/SchemaDriftRule.cpp" line="46"/>
        <source>The column %1.%2, which revision %3 makes, is missing.</source>
        <translation>Die Spalte %1.%2, die Revision %3 anlegt, fehlt.</translation>
    </message>
    <message>
        <location filename="../src/core/checks/SchemaDriftRule.cpp" line="50"/>
        <source>The column %1.%2 is not one revision %3 makes.</source>
        <translation>Die Spalte %1.%2 legt Revision %3 nicht an.</translation>
    </message>
</context>
<context>
    <name>JsonDiff</name>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="403"/>
        <location filename="../src/core/diff/JsonDiff.cpp" line="405"/>
        <source>%1 is compared as text, not as JSON. %2</source>
        <translation>%1 wird als Text verglichen, nicht als JSON. %2</translation>
    </message>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="407"/>
        <source>The two differ in too many lines to align them line by line quickly: the part that differs is shown removed and added as a whole.</source>
        <translation>Die beiden unterscheiden sich in zu vielen Zeilen, um sie schnell Zeile für Zeile auszurichten: Der abweichende Teil wird als Ganzes entfernt und hinzugefügt gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="411"/>
        <source>%1 ends with a line break, %2 does not.</source>
        <translation>%1 endet mit einem Zeilenumbruch, %2 nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="416"/>
        <source>%1 ends its lines with CR LF, %2 with LF alone.</source>
        <translation>%1 beendet seine Zeilen mit CR LF, %2 nur mit LF.</translation>
    </message>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="421"/>
        <source>%1 and %2 are stored with different spacing or key order; every value is the same.</source>
        <translation>%1 und %2 sind mit anderen Abständen oder anderer Schlüsselreihenfolge gespeichert; jeder Wert ist gleich.</translation>
    </message>
    <message>
        <location filename="../src/core/diff/JsonDiff.cpp" line="430"/>
        <source>It is empty.</source>
        <translation>Es ist leer.</translation>
    </message>
</context>
<context>
    <name>Keychain</name>
    <message numerus="yes">
        <location filename="../src/core/secrets/Keychain.cpp" line="64"/>
        <source>The system keychain did not answer within %n second(s); it may be locked or waiting for a prompt.</source>
        <translation>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunde geantwortet; er ist vielleicht gesperrt oder wartet auf eine Eingabe.</numerusform>
            <numerusform>Der Schlüsselbund des Systems hat nicht innerhalb von %n Sekunden geantwortet; er ist vielleicht gesperrt oder wartet auf eine Eingabe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/secrets/Keychain.cpp" line="74"/>
        <source>No system keychain is available</source>
        <translation>Kein Schlüsselbund des Systems ist verfügbar</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/Keychain.cpp" line="78"/>
        <source>The system keychain refused access</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/Keychain.cpp" line="81"/>
        <source>The system keychain could not be used</source>
        <translation>Der Schlüsselbund des Systems konnte nicht verwendet werden</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/Keychain.cpp" line="168"/>
        <source>No password is stored for this connection.</source>
        <translation>Für diese Verbindung ist kein Passwort gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/core/secrets/Keychain.cpp" line="204"/>
        <source>%1 Metadesk will ask for passwords each time instead of remembering them.</source>
        <translation>%1 Metadesk fragt deshalb jedes Mal nach dem Passwort, statt es sich zu merken.</translation>
    </message>
</context>
<context>
    <name>LlmUsage</name>
    <message>
        <location filename="../src/core/ops/holotable/LlmUsage.cpp" line="21"/>
        <source>This database has no LLM usage (Holotable&apos;s migration 003 adds it).</source>
        <translation>Diese Datenbank hat keine LLM-Nutzung (Holotables Migration 003 fügt sie hinzu).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/LlmUsage.cpp" line="25"/>
        <source>A range of 1 to %1 days is read at a time.</source>
        <translation>Gelesen wird ein Zeitraum von 1 bis %1 Tagen auf einmal.</translation>
    </message>
</context>
<context>
    <name>LongText</name>
    <message numerus="yes">
        <location filename="../src/gui/detail/LongText.cpp" line="34"/>
        <source>Reading a text of %n characters…</source>
        <translation>
            <numerusform>Ein Text mit %n Zeichen wird gelesen…</numerusform>
            <numerusform>Ein Text mit %n Zeichen wird gelesen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="8"/>
        <source>Metadesk</source>
        <translation>Metadesk</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="18"/>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="30"/>
        <source>✕</source>
        <translation>✕</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="31"/>
        <source>Hide this notice</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="32"/>
        <source>Hide the notice</source>
        <translation>Den Hinweis ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="46"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="58"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="63"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="69"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="78"/>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="91"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="92"/>
        <source>Show the start page: the demo, a SQLite file, PostgreSQL, recent connections</source>
        <translation>Die Startseite zeigen: die Demo, eine SQLite-Datei, PostgreSQL, zuletzt verwendete Verbindungen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="93"/>
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>&amp;Open SQLite File…</source>
        <translation>SQLite-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="95"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="96"/>
        <source>Connect to &amp;PostgreSQL…</source>
        <translation>Mit &amp;PostgreSQL verbinden…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="97"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="98"/>
        <source>C&amp;lose Connection</source>
        <translation>Verbindung &amp;schließen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="99"/>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="100"/>
        <source>&amp;Export View…</source>
        <translation>Ansicht &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="101"/>
        <source>Export the rows shown (with their filter and sort) to CSV or JSON</source>
        <translation>Die gezeigten Zeilen (mit ihrem Filter und ihrer Sortierung) als CSV oder JSON exportieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="102"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="103"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="104"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="105"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="106"/>
        <source>Ctrl+C</source>
        <translation>Ctrl+C</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="107"/>
        <source>&amp;Find in Table</source>
        <translation>In Tabelle &amp;suchen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="108"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="109"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="110"/>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="111"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="112"/>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="113"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="114"/>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="115"/>
        <source>&amp;About Metadesk</source>
        <translation>Ü&amp;ber Metadesk</translation>
    </message>
</context>
<context>
    <name>MirrorDashboardTitle</name>
    <message>
        <location filename="../src/core/ops/holotable/MirrorDashboardTitle.cpp" line="23"/>
        <source>Dashboard %1 is already titled “%2”, as its current spec: there is nothing to fix.</source>
        <translation>Dashboard %1 heißt bereits „%2“, wie seine aktuelle Spezifikation: Es gibt nichts zu beheben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/MirrorDashboardTitle.cpp" line="29"/>
        <source>Sets the title of dashboard %1 from “%2” to “%3”, the title of its current spec (v%4), as the platform&apos;s next save of it would.</source>
        <translation>Setzt den Titel von Dashboard %1 von „%2“ auf „%3“, den Titel seiner aktuellen Spezifikation (v%4), wie es das nächste Speichern durch die Plattform täte.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/MirrorDashboardTitle.cpp" line="33"/>
        <source>No version is added and the spec is not touched.</source>
        <translation>Es wird keine Version angelegt, und die Spezifikation bleibt unberührt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/MirrorDashboardTitle.cpp" line="50"/>
        <source>Dashboard %1 changed since it was read (a save, a rename or a delete): nothing was written.</source>
        <translation>Dashboard %1 wurde geändert, seit es gelesen wurde (Speichern, Umbenennen oder Löschen): Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>OperationPreview</name>
    <message>
        <location filename="../src/core/ops/OperationPreview.cpp" line="46"/>
        <source>%1: no such table in this database</source>
        <translation>%1: Diese Tabelle gibt es in dieser Datenbank nicht</translation>
    </message>
    <message>
        <location filename="../src/core/ops/OperationPreview.cpp" line="70"/>
        <location filename="../src/core/ops/OperationPreview.cpp" line="86"/>
        <source>and every other column still as read, else nothing is written</source>
        <translation>und jede andere Spalte noch wie gelesen, sonst wird nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../src/core/ops/OperationPreview.cpp" line="91"/>
        <source>and the platform&apos;s own audit row in %1</source>
        <translation>und die eigene Audit-Zeile der Plattform in %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/OperationPreview.cpp" line="92"/>
        <source>times are the moment of writing</source>
        <translation>Zeiten sind der Moment des Schreibens</translation>
    </message>
</context>
<context>
    <name>OperationWriter</name>
    <message>
        <location filename="../src/core/ops/OperationWriter.cpp" line="12"/>
        <source>The plan has nothing to write.</source>
        <translation>Der Plan hat nichts zu schreiben.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../src/core/catalog/Catalog.cpp" line="64"/>
        <source>Other tables</source>
        <translation>Weitere Tabellen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/CatalogReconciler.cpp" line="278"/>
        <source>A table Metadesk does not know: shown as the database has it, read-only.</source>
        <translation>Eine Tabelle, die Metadesk nicht kennt: so angezeigt, wie die Datenbank sie hat, schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="54"/>
        <source>No database URL given.</source>
        <translation>Keine Datenbank-URL angegeben.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="65"/>
        <source>The SQLite URL &quot;%1&quot; names no file; write sqlite:///absolute/path.db or sqlite:relative.db.</source>
        <translation>Die SQLite-URL „%1“ nennt keine Datei; schreiben Sie sqlite:///absolute/path.db oder sqlite:relative.db.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="76"/>
        <source>The PostgreSQL URL &quot;%1&quot; is not valid; write postgresql://user@host:port/database.</source>
        <translation>Die PostgreSQL-URL „%1“ ist ungültig; schreiben Sie postgresql://user@host:port/database.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="89"/>
        <source>The PostgreSQL URL &quot;%1&quot; names no database; write postgresql://user@host:port/database.</source>
        <translation>Die PostgreSQL-URL „%1“ nennt keine Datenbank; schreiben Sie postgresql://user@host:port/database.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="98"/>
        <source>Unknown sslmode &quot;%1&quot;; use one of %2.</source>
        <translation>Unbekannter sslmode „%1“; verwenden Sie einen dieser Werte: %2.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="109"/>
        <source>The URL parameter %1 needs the path of a file (without &quot;;&quot;).</source>
        <translation>Der URL-Parameter %1 braucht den Pfad einer Datei (ohne „;“).</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="117"/>
        <source>Unknown URL parameter &quot;%1&quot;; understood are sslmode, sslrootcert, sslcert and sslkey.</source>
        <translation>Unbekannter URL-Parameter „%1“; verstanden werden sslmode, sslrootcert, sslcert und sslkey.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="125"/>
        <source>&quot;%1&quot; is not a database URL Metadesk understands; use sqlite:///path.db or postgresql://user@host:port/database.</source>
        <translation>„%1“ ist keine Datenbank-URL, die Metadesk versteht; verwenden Sie sqlite:///path.db oder postgresql://user@host:port/database.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="143"/>
        <source>&quot;%1&quot; is not a file Metadesk can open; give a SQLite database&apos;s file, sqlite:///path.db or postgresql://user@host:port/database.</source>
        <translation>„%1“ ist keine Datei, die Metadesk öffnen kann; geben Sie die Datei einer SQLite-Datenbank, sqlite:///pfad.db oder postgresql://benutzer@host:port/datenbank an.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="56"/>
        <source>%1 is not an SQLite database, or it is damaged.</source>
        <translation>%1 ist keine SQLite-Datenbank oder ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="58"/>
        <source>Could not open %1: check that the folder exists and that you may read it.</source>
        <translation>%1 konnte nicht geöffnet werden: Prüfen Sie, ob der Ordner existiert und ob Sie ihn lesen dürfen.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="61"/>
        <source>Could not open the SQLite database %1.</source>
        <translation>Die SQLite-Datenbank %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="65"/>
        <source>Wrong user name or password for %1 on %2:%3.</source>
        <translation>Falscher Benutzername oder falsches Passwort für %1 auf %2:%3.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="66"/>
        <location filename="../src/core/db/DbConnection.cpp" line="83"/>
        <source>the default user</source>
        <translation>den Standardbenutzer</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="71"/>
        <source>Could not reach a PostgreSQL server at %1:%2.</source>
        <translation>Unter %1:%2 ist kein PostgreSQL-Server erreichbar.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="73"/>
        <source>The server at %1:%2 has no database named &quot;%3&quot;.</source>
        <translation>Der Server unter %1:%2 hat keine Datenbank namens „%3“.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="79"/>
        <source>The server at %1:%2 asks %3 for a client certificate: give one it trusts, with its key, in the connection&apos;s TLS files.</source>
        <translation>Der Server unter %1:%2 verlangt von %3 ein Client-Zertifikat: Geben Sie eines, dem er vertraut, mit seinem Schlüssel in den TLS-Dateien der Verbindung an.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="85"/>
        <source>The client certificate or its key could not be used: check the files, and that the key is readable by you alone.</source>
        <translation>Das Client-Zertifikat oder sein Schlüssel konnte nicht verwendet werden: Prüfen Sie die Dateien und dass der Schlüssel nur für Sie lesbar ist.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="88"/>
        <source>The server at %1:%2 showed a certificate that no CA you trust has signed.</source>
        <translation>Der Server unter %1:%2 hat ein Zertifikat vorgelegt, das keine Zertifizierungsstelle signiert hat, der Sie vertrauen.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="92"/>
        <source>The server&apos;s certificate is not made out for the host name %1.</source>
        <translation>Das Zertifikat des Servers ist nicht auf den Hostnamen %1 ausgestellt.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="95"/>
        <source>The SSL settings do not match the server at %1:%2.</source>
        <translation>Die SSL-Einstellungen passen nicht zum Server unter %1:%2.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="97"/>
        <source>Could not connect to %1.</source>
        <translation>Keine Verbindung zu %1 möglich.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="141"/>
        <source>No valid database URL.</source>
        <translation>Keine gültige Datenbank-URL.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="146"/>
        <source>The Qt SQL driver %1 is not installed.</source>
        <translation>Der Qt-SQL-Treiber %1 ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DatabaseUrl.cpp" line="147"/>
        <location filename="../src/core/db/DbConnection.cpp" line="156"/>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="160"/>
        <source>%1 is not a file.</source>
        <translation>%1 ist keine Datei.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="285"/>
        <source>libpq could not make a cancel request.</source>
        <translation>libpq konnte keine Abbruchanfrage erstellen.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="355"/>
        <source>The connection to the database server was lost.</source>
        <translation>Die Verbindung zum Datenbankserver ist abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/core/db/DbConnection.cpp" line="356"/>
        <source>The connection to the database server was lost (%1).</source>
        <translation>Die Verbindung zum Datenbankserver ist abgebrochen (%1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/db/WritePrivileges.cpp" line="22"/>
        <source>&quot;%1&quot; (write access to %n table(s))</source>
        <translation>
            <numerusform>„%1“ (Schreibzugriff auf %n Tabelle)</numerusform>
            <numerusform>„%1“ (Schreibzugriff auf %n Tabellen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/demo/BulkInserter.cpp" line="72"/>
        <location filename="../src/core/demo/BulkInserter.cpp" line="124"/>
        <location filename="../src/core/demo/BulkInserter.cpp" line="145"/>
        <source>Could not prepare the insert into %1: %2</source>
        <translation>Das Einfügen in %1 konnte nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/BulkInserter.cpp" line="88"/>
        <location filename="../src/core/demo/BulkInserter.cpp" line="155"/>
        <source>Could not insert into %1: %2</source>
        <translation>Einfügen in %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DeferredIndexes.cpp" line="23"/>
        <source>Could not list the indexes of %1: %2</source>
        <translation>Die Indizes von %1 konnten nicht aufgelistet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DeferredIndexes.cpp" line="64"/>
        <source>The indexes of %1 are %2, not the %3 the demo&apos;s bulk load expects.</source>
        <translation>Die Indizes von %1 sind %2, nicht %3, wie es das Massenladen der Demo erwartet.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DeferredIndexes.cpp" line="73"/>
        <source>Could not drop an index of %1 for the bulk load: %2</source>
        <translation>Ein Index von %1 konnte für das Massenladen nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DeferredIndexes.cpp" line="85"/>
        <source>Could not rebuild the indexes of %1: %2</source>
        <translation>Die Indizes von %1 konnten nicht neu aufgebaut werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="17"/>
        <source>Writing audit logs and administration tables…</source>
        <translation>Audit-Protokolle und Verwaltungstabellen werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="115"/>
        <source>Scheduled maintenance on Saturday 02:00–04:00 UTC: runs will queue.</source>
        <translation>Geplante Wartung am Samstag 02:00–04:00 UTC: Läufe werden in die Warteschlange gestellt.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="117"/>
        <source>The chDB engine is disabled while the cluster is upgraded.</source>
        <translation>Die chDB-Engine ist während des Cluster-Upgrades deaktiviert.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="119"/>
        <source>Incident: the engine workers are down; runs are failing.</source>
        <translation>Störung: Die Engine-Worker sind ausgefallen; Läufe schlagen fehl.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="197"/>
        <source>We store your name, e-mail address and activity to run the service.</source>
        <translation>Wir speichern Ihren Namen, Ihre E-Mail-Adresse und Ihre Aktivität, um den Dienst zu betreiben.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoAdministration.cpp" line="198"/>
        <source>Tabularia keeps your name, e-mail address, the flows you save and an audit trail of what you do. Questions to the AI assistant are kept with your chats until you delete them.</source>
        <translation>Tabularia speichert Ihren Namen, Ihre E-Mail-Adresse, die von Ihnen gespeicherten Flows und ein Audit-Protokoll Ihrer Aktionen. Fragen an den KI-Assistenten werden mit Ihren Chats aufbewahrt, bis Sie diese löschen.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="179"/>
        <source>%1 already holds Tabularia or Holotable tables; the demo only fills an empty database. Nothing was changed.</source>
        <translation>%1 enthält bereits Tabularia- oder Holotable-Tabellen; die Demo füllt nur eine leere Datenbank. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="212"/>
        <source>Could not start the demo transaction: %1</source>
        <translation>Die Demo-Transaktion konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="226"/>
        <source>Could not list the id sequences: %1</source>
        <translation>Die ID-Sequenzen konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="242"/>
        <source>Could not move the id sequence of %1: %2</source>
        <translation>Die ID-Sequenz von %1 konnte nicht weitergesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="252"/>
        <source>Could not write the demo data: %1</source>
        <translation>Die Demodaten konnten nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoGenerator.cpp" line="258"/>
        <source>Could not commit the demo data: %1</source>
        <translation>Die Demodaten konnten nicht festgeschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="111"/>
        <source>Writing Holotable sources, dashboards and usage…</source>
        <translation>Holotable-Quellen, Dashboards und Nutzung werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="178"/>
        <source>Panel %1</source>
        <translation>Panel %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="190"/>
        <source>First draft</source>
        <translation>Erster Entwurf</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="191"/>
        <source>Tightened the time range</source>
        <translation>Zeitraum eingegrenzt</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="202"/>
        <source>Watched by the on-call engineer</source>
        <translation>Von der Rufbereitschaft beobachtet</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="261"/>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="298"/>
        <source>p99 latency</source>
        <translation>p99-Latenz</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="263"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="270"/>
        <source>Starting point for a service</source>
        <translation>Ausgangspunkt für einen Dienst</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="297"/>
        <source>Generated %1</source>
        <translation>Generiert %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="302"/>
        <source>Drafted source %1</source>
        <translation>Entworfene Quelle %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="307"/>
        <source>Answer %1</source>
        <translation>Antwort %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="319"/>
        <source>Show p99 latency for [REDACTED] over the last day</source>
        <translation>p99-Latenz für [REDACTED] über den letzten Tag anzeigen</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotable.cpp" line="326"/>
        <source>The model&apos;s spec did not validate: panels.0.query.sql is required</source>
        <translation>Die Spezifikation des Modells ist ungültig: panels.0.query.sql ist erforderlich</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="17"/>
        <source>Writing Holotable sessions, audit log, shares and model settings…</source>
        <translation>Holotable-Sitzungen, Audit-Protokoll, Freigaben und Modelleinstellungen werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="129"/>
        <source>Elevated p99 on checkout</source>
        <translation>Erhöhte p99-Latenz im Checkout</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="129"/>
        <source>Marketing campaign starts</source>
        <translation>Marketingkampagne beginnt</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="130"/>
        <source>See the incident channel for details.</source>
        <translation>Details im Incident-Kanal.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="154"/>
        <source>Wall display, 3rd floor</source>
        <translation>Wanddisplay, 3. Stock</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="155"/>
        <source>Partner view %1</source>
        <translation>Partneransicht %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="199"/>
        <source>p99 latency by route</source>
        <translation>p99-Latenz nach Route</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="212"/>
        <source>p99: the 99th percentile of latency_ms. A route is the request path.</source>
        <translation>p99: das 99. Perzentil von latency_ms. Eine Route ist der Pfad der Anfrage.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="262"/>
        <source>Writing Holotable conversations…</source>
        <translation>Holotable-Unterhaltungen werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="266"/>
        <source>Why is p99 up since Monday?</source>
        <translation>Warum ist p99 seit Montag gestiegen?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="266"/>
        <source>Which routes got slower after the deploy?</source>
        <translation>Welche Routen sind nach dem Deployment langsamer geworden?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="267"/>
        <source>How many orders came in yesterday?</source>
        <translation>Wie viele Bestellungen kamen gestern herein?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="267"/>
        <source>Compare error rates for the last two weeks</source>
        <translation>Vergleiche die Fehlerraten der letzten zwei Wochen</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="307"/>
        <source>And per route?</source>
        <translation>Und pro Route?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="318"/>
        <source>Checkout calls slowed after the deploy.</source>
        <translation>Checkout-Aufrufe wurden nach dem Deployment langsamer.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoHolotableAccess.cpp" line="326"/>
        <source>Checkout calls slowed.</source>
        <translation>Checkout-Aufrufe wurden langsamer.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoRuns.cpp" line="129"/>
        <source>Writing %1 runs…</source>
        <translation>%1 Läufe werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoRuns.cpp" line="543"/>
        <source>  %1 of %2 runs</source>
        <translation>  %1 von %2 Läufen</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoRuns.cpp" line="561"/>
        <source>Building the indexes of runs…</source>
        <translation>Die Indizes von runs werden aufgebaut…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoRuns.cpp" line="585"/>
        <source>Could not set the snapshot run of datasource %1: %2</source>
        <translation>Der Snapshot-Lauf der Datenquelle %1 konnte nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabularia.cpp" line="34"/>
        <source>Writing Tabularia users, groups and permissions…</source>
        <translation>Tabularia-Benutzer, -Gruppen und -Berechtigungen werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabularia.cpp" line="201"/>
        <source>Writing connections…</source>
        <translation>Verbindungen werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabularia.cpp" line="248"/>
        <source>Fernet encryption failed for the demo credentials.</source>
        <translation>Die Fernet-Verschlüsselung der Demo-Zugangsdaten ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabularia.cpp" line="263"/>
        <source>Shared by the %1 flows</source>
        <translation>Gemeinsam genutzt von den Flows des Projekts %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="19"/>
        <source>Writing the AI assistant…</source>
        <translation>Daten des KI-Assistenten werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="38"/>
        <source>Why did daily_orders fail last night?</source>
        <translation>Warum ist daily_orders letzte Nacht fehlgeschlagen?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="39"/>
        <source>Which datasources depend on the crm-replica connection?</source>
        <translation>Welche Datenquellen hängen von der Verbindung crm-replica ab?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="40"/>
        <source>Write a filter that drops negative amounts.</source>
        <translation>Schreibe einen Filter, der negative Beträge entfernt.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="41"/>
        <source>Summarise the runs that took longer than an hour this week.</source>
        <translation>Fasse die Läufe zusammen, die diese Woche länger als eine Stunde gedauert haben.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="42"/>
        <source>How do I schedule a flow every weekday at 06:00?</source>
        <translation>Wie plane ich einen Flow für jeden Werktag um 06:00?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="61"/>
        <source>And for the previous week?</source>
        <translation>Und für die Vorwoche?</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="76"/>
        <source>The last run failed on a missing column.</source>
        <translation>Der letzte Lauf ist an einer fehlenden Spalte gescheitert.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="116"/>
        <source>Writing data contracts…</source>
        <translation>Datenverträge werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaAi.cpp" line="146"/>
        <source>What consumers may rely on</source>
        <translation>Worauf sich Abnehmer verlassen können</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="42"/>
        <source>Writing flows, datasources and saved views…</source>
        <translation>Flows, Datenquellen und gespeicherte Ansichten werden geschrieben…</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="90"/>
        <source>Builds %1 for its folder</source>
        <translation>Erstellt %1 für seinen Ordner</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="116"/>
        <source>Filter out refunds</source>
        <translation>Erstattungen herausfiltern</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="163"/>
        <source>Net amount in EUR, refunds excluded</source>
        <translation>Nettobetrag in EUR, ohne Erstattungen</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="164"/>
        <source>Sales region of the account</source>
        <translation>Vertriebsregion des Kontos</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="172"/>
        <source>Published dataset %1</source>
        <translation>Veröffentlichter Datensatz %1</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="238"/>
        <source>View %1 of %2</source>
        <translation>Ansicht %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="239"/>
        <source>Largest amounts first</source>
        <translation>Größte Beträge zuerst</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="261"/>
        <source>One row per %1 record, cleaned and deduplicated.</source>
        <translation>Eine Zeile je Datensatz von %1, bereinigt und ohne Duplikate.</translation>
    </message>
    <message>
        <location filename="../src/core/demo/DemoTabulariaCatalog.cpp" line="269"/>
        <source>Net amount in EUR, refunds excluded.</source>
        <translation>Nettobetrag in EUR, ohne Erstattungen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/ChangeJournal.cpp" line="25"/>
        <source>Could not open the change journal %1: %2</source>
        <translation>Das Änderungsjournal %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/edit/ChangeJournal.cpp" line="31"/>
        <source>Could not write the change journal %1: %2</source>
        <translation>Das Änderungsjournal %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/edit/ChangeJournal.cpp" line="65"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowStore.cpp" line="46"/>
        <source>%1 rows cannot be found by key.</source>
        <translation>Zeilen von „%1“ lassen sich nicht über einen Schlüssel finden.</translation>
    </message>
    <message>
        <location filename="../src/core/export/TableExporter.cpp" line="31"/>
        <source>Could not write the export: %1</source>
        <translation>Der Export konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/export/TableExporter.cpp" line="45"/>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/core/export/TableExporter.cpp" line="54"/>
        <source>The export has no file open for writing.</source>
        <translation>Für den Export ist keine Datei zum Schreiben geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/core/export/TableExporter.cpp" line="146"/>
        <location filename="../src/core/export/TableExporter.cpp" line="153"/>
        <location filename="../src/core/export/TableExporter.cpp" line="186"/>
        <source>Could not read the rows of %1 for the export: %2</source>
        <translation>Die Zeilen von %1 konnten für den Export nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="58"/>
        <source>Could not read %1: %2</source>
        <translation>Fehler beim Lesen (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="45"/>
        <source>The catalog does not know %1.%2, so the reference cannot be followed.</source>
        <translation>Der Katalog kennt %1.%2 nicht, daher kann dem Verweis nicht gefolgt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="97"/>
        <source>Cannot look up %1 values of %2 at once (1 to %3).</source>
        <translation>%1 Werte aus %2 lassen sich nicht auf einmal nachschlagen (1 bis %3).</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="138"/>
        <source>The catalog does not know %1.%2, so its references cannot be counted.</source>
        <translation>Der Katalog kennt %1.%2 nicht, daher lassen sich die Verweise nicht zählen.</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="151"/>
        <source>the %1 row %2 points at</source>
        <translation>Zeile in %1, auf die %2 verweist</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="163"/>
        <source>the %1 rows %2 points at</source>
        <translation>Zeilen in %1, auf die %2 verweist</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="183"/>
        <source>the rows of %1 this page points at</source>
        <translation>die Zeilen von %1, auf die diese Seite verweist</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="204"/>
        <source>how many %1 rows point here</source>
        <translation>Anzahl der Zeilen in %1, die hierher verweisen</translation>
    </message>
    <message>
        <location filename="../src/core/query/ReferenceQuery.cpp" line="209"/>
        <source>Could not read %1: the database returned no count.</source>
        <translation>Fehler beim Lesen (%1): Die Datenbank lieferte keine Anzahl.</translation>
    </message>
    <message>
        <location filename="../src/core/query/TableQuery.cpp" line="89"/>
        <source>%1 has no column %2 to sort by.</source>
        <translation>Die Tabelle %1 hat keine Spalte %2, nach der sortiert werden könnte.</translation>
    </message>
    <message>
        <location filename="../src/core/query/TableQuery.cpp" line="93"/>
        <source>%1 holds JSON or a list and cannot be sorted by.</source>
        <translation>Die Spalte „%1“ enthält JSON oder eine Liste und eignet sich nicht zum Sortieren.</translation>
    </message>
    <message>
        <location filename="../src/core/query/TableQuery.cpp" line="197"/>
        <source>%1 has no column %2 to filter on.</source>
        <translation>Die Tabelle %1 hat keine Spalte %2, nach der gefiltert werden könnte.</translation>
    </message>
    <message>
        <location filename="../src/core/query/TableQuery.cpp" line="210"/>
        <source>%1 is no time to compare %2 with.</source>
        <translation>%1 ist keine Zeit, mit der sich %2 vergleichen lässt.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LiveSchema.cpp" line="20"/>
        <source>Could not read the database&apos;s schema: %1</source>
        <translation>Das Schema der Datenbank konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LockHolder.cpp" line="10"/>
        <location filename="../src/core/schema/Migrator.cpp" line="561"/>
        <source>no application name</source>
        <translation>kein Anwendungsname</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LockHolder.cpp" line="11"/>
        <source>an unknown time</source>
        <translation>einem unbekannten Zeitpunkt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LockHolder.cpp" line="12"/>
        <source>pid %1 (%2), since %3</source>
        <translation>PID %1 (%2), seit %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="20"/>
        <source>-- %1 has no rollback: %2
</source>
        <translation>-- %1 lässt sich nicht zurücksetzen: %2
</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="21"/>
        <source>, rollback</source>
        <translation>, Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="23"/>
        <source>-- statement %1, line %2 of %3</source>
        <translation>-- Anweisung %1, Zeile %2 von %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="26"/>
        <source>(runs on its own, outside the transaction: first, before it begins)</source>
        <translation>(läuft für sich, außerhalb der Transaktion: zuerst, bevor sie beginnt)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="27"/>
        <source>(runs on its own, outside the transaction: last, after it commits)</source>
        <translation>(läuft für sich, außerhalb der Transaktion: zuletzt, nachdem sie festgeschrieben ist)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="42"/>
        <source>Migration %1 of %2: %3</source>
        <translation>Migration %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="61"/>
        <source>two &quot;-- migrate:up&quot; sections</source>
        <translation>zwei Abschnitte „-- migrate:up“</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="67"/>
        <source>&quot;-- migrate:down&quot; must follow the up section, once</source>
        <translation>„-- migrate:down“ muss genau einmal auf den up-Abschnitt folgen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="73"/>
        <source>&quot;-- migrate:no-rollback:&quot; must follow the up section</source>
        <translation>„-- migrate:no-rollback:“ muss auf den up-Abschnitt folgen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="76"/>
        <source>&quot;-- migrate:no-rollback:&quot; needs a reason</source>
        <translation>„-- migrate:no-rollback:“ braucht eine Begründung</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="79"/>
        <source>unknown directive &quot;%1&quot; on line %2</source>
        <translation>unbekannte Direktive „%1“ in Zeile %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="104"/>
        <source>statements after &quot;-- migrate:no-rollback:&quot; on line %1</source>
        <translation>Anweisungen nach „-- migrate:no-rollback:“ in Zeile %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="109"/>
        <source>no &quot;-- migrate:up&quot; section</source>
        <translation>kein Abschnitt „-- migrate:up“</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="111"/>
        <source>declares neither a rollback (&quot;-- migrate:down&quot;) nor a reason it has none (&quot;-- migrate:no-rollback: …&quot;)</source>
        <translation>gibt weder ein Zurücksetzen („-- migrate:down“) noch einen Grund an, warum es keines gibt („-- migrate:no-rollback: …“)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="115"/>
        <source>no &quot;-- revision:&quot; header</source>
        <translation>keine Kopfzeile „-- revision:“</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migration.cpp" line="117"/>
        <source>revision &quot;%1&quot; is longer than alembic_version allows (32)</source>
        <translation>Revision „%1“ ist länger, als alembic_version erlaubt (32)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationFailure.cpp" line="11"/>
        <source>%1 failed %2 at statement %3 of %4, line %5 of %6:
%7
The database said: %8</source>
        <translation>%1 ist beim %2 fehlgeschlagen, bei Anweisung %3 von %4, Zeile %5 von %6:
%7
Die Datenbank meldete: %8</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationFailure.cpp" line="12"/>
        <location filename="../src/core/schema/Migrator.cpp" line="701"/>
        <source>rolling back</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationFailure.cpp" line="12"/>
        <location filename="../src/core/schema/Migrator.cpp" line="701"/>
        <source>applying</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationFailure.cpp" line="22"/>
        <source>Statements %1 could not run inside the migration&apos;s transaction and stay applied; the migration is not recorded.</source>
        <translation>Die Anweisungen %1 konnten nicht innerhalb der Transaktion der Migration laufen und bleiben angewendet; die Migration wird nicht verzeichnet.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationFailure.cpp" line="27"/>
        <location filename="../src/core/schema/Migrator.cpp" line="884"/>
        <source>The index %1 was left INVALID.</source>
        <translation>Der Index %1 blieb im Zustand INVALID zurück.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationSet.cpp" line="23"/>
        <source>No %1 migrations found in %2.</source>
        <translation>Keine %1-Migrationen in %2 gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationSet.cpp" line="31"/>
        <source>Cannot read migration %1: %2</source>
        <translation>Migration %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationSet.cpp" line="52"/>
        <source>Tabularia migrations in %1 do not form one chain: %2 repeats a revision or a parent.</source>
        <translation>Die Tabularia-Migrationen in %1 bilden keine durchgehende Kette: %2 wiederholt eine Revision oder einen Vorgänger.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationSet.cpp" line="68"/>
        <source>Tabularia migrations in %1 do not form one chain from the first revision: %2 of %3 are reachable.</source>
        <translation>Die Tabularia-Migrationen in %1 bilden keine durchgehende Kette ab der ersten Revision: %2 von %3 sind erreichbar.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LintSnapshot.cpp" line="23"/>
        <source>Could not start a read-only transaction to lint the migrations: %1</source>
        <translation>Für die Prüfung der Migrationen konnte keine schreibgeschützte Transaktion begonnen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/LintSnapshot.cpp" line="31"/>
        <location filename="../src/core/schema/Migrator.cpp" line="100"/>
        <source>Could not list the tables: %1</source>
        <translation>Die Tabellen konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="191"/>
        <source>holding the database&apos;s write lock: every other write waits until it ends</source>
        <translation>und hält dabei die Schreibsperre der Datenbank: Jeder andere Schreibvorgang wartet, bis es fertig ist</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="192"/>
        <source>holding an ACCESS EXCLUSIVE lock: every read and write of %1 waits until it ends</source>
        <translation>und hält dabei eine ACCESS-EXCLUSIVE-Sperre: Jedes Lesen und Schreiben von %1 wartet, bis es fertig ist</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="338"/>
        <source>rebuilds table %1: every row is copied into a new table that takes its place, %2</source>
        <translation>baut die Tabelle %1 neu auf: Jede Zeile wird in eine neue Tabelle kopiert, die ihren Platz einnimmt, %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="350"/>
        <source>drops table %1, which the pending migration %2 makes: it holds only what the pending migrations put in it</source>
        <translation>löscht die Tabelle %1, die erst die ausstehende Migration %2 anlegt: Sie enthält nur, was die ausstehenden Migrationen hineinschreiben</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="360"/>
        <source>drops table %1 with its %2%3: the data is lost</source>
        <translation>löscht die Tabelle %1 mit ihren %2%3: Die Daten gehen verloren</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="362"/>
        <source>drops table %1, which holds no rows</source>
        <translation>löscht die Tabelle %1, die keine Zeilen enthält</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="363"/>
        <source>drops table %1%2, whose rows could not be counted: what it holds is lost</source>
        <translation>löscht die Tabelle %1%2, deren Zeilen nicht gezählt werden konnten: Ihr Inhalt geht verloren</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="482"/>
        <source>adds column %1.%2 NOT NULL without a default to a table with %3: it will fail, every existing row would hold NULL</source>
        <translation>fügt die Spalte %1.%2 als NOT NULL ohne Standardwert zu einer Tabelle mit %3 hinzu: Das schlägt fehl, jede vorhandene Zeile hätte NULL</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="485"/>
        <source>adds column %1.%2 NOT NULL without a default: it fails if the table holds any row, and its rows could not be counted</source>
        <translation>fügt die Spalte %1.%2 als NOT NULL ohne Standardwert hinzu: Das schlägt fehl, sobald die Tabelle eine Zeile enthält, und ihre Zeilen konnten nicht gezählt werden</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="507"/>
        <source>a serial column numbers every existing row</source>
        <translation>eine serial-Spalte nummeriert jede vorhandene Zeile</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="509"/>
        <source>a generated or identity column is computed for every existing row</source>
        <translation>eine berechnete oder Identitätsspalte wird für jede vorhandene Zeile berechnet</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="511"/>
        <source>its default %1 is volatile, so it is computed for every existing row</source>
        <translation>ihr Standardwert %1 ist volatil und wird daher für jede vorhandene Zeile berechnet</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="517"/>
        <source>adds column %1.%2, which rewrites table %3 (%4), %5</source>
        <translation>fügt die Spalte %1.%2 hinzu, was die Tabelle %3 neu schreibt (%4), %5</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="528"/>
        <source>drops column %1.%2, which a pending migration adds: it holds only what the pending migrations put in it</source>
        <translation>löscht die Spalte %1.%2, die erst eine ausstehende Migration hinzufügt: Sie enthält nur, was die ausstehenden Migrationen hineinschreiben</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="551"/>
        <source>drops column %1.%2, which holds a value in %3 of the table&apos;s %4: those values are lost</source>
        <translation>löscht die Spalte %1.%2, die in %3 der %4 der Tabelle einen Wert hat: Diese Werte gehen verloren</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="554"/>
        <source>drops column %1.%2, which holds no value (NULL in every row)</source>
        <translation>löscht die Spalte %1.%2, die keinen Wert enthält (NULL in jeder Zeile)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="556"/>
        <source>drops column %1.%2, whose values could not be counted: they are lost</source>
        <translation>löscht die Spalte %1.%2, deren Werte nicht gezählt werden konnten: Sie gehen verloren</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="586"/>
        <source>changes the type of %1.%2 from %3 to %4, which rewrites table %5 and its indexes, %6</source>
        <translation>ändert den Typ von %1.%2 von %3 zu %4, was die Tabelle %5 und ihre Indizes neu schreibt, %6</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="617"/>
        <source>makes %1.%2 NOT NULL, which will fail: %3 hold NULL in it now</source>
        <translation>macht %1.%2 zu NOT NULL, was fehlschlagen wird: %3 enthalten dort jetzt NULL</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="626"/>
        <source>makes %1.%2 NOT NULL, which reads every row of %3 %4</source>
        <translation>macht %1.%2 zu NOT NULL, was jede Zeile von %3 liest %4</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="651"/>
        <source>adds a CHECK constraint to %1, which reads every row %2 (adding it NOT VALID and validating it afterwards does not block)</source>
        <translation>fügt %1 eine CHECK-Bedingung hinzu, die jede Zeile liest %2 (mit NOT VALID hinzugefügt und danach validiert, blockiert sie nicht)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="655"/>
        <source>adds a key to %1, building its index over every row %2 (an index built CONCURRENTLY first, then added with USING INDEX, does not block)</source>
        <translation>fügt %1 einen Schlüssel hinzu und baut seinen Index über jede Zeile %2 (ein zuerst mit CONCURRENTLY gebauter und dann mit USING INDEX hinzugefügter Index blockiert nicht)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="660"/>
        <source>adds a FOREIGN KEY to %1, which reads every row holding a SHARE ROW EXCLUSIVE lock: every write to %2 waits (adding it NOT VALID and validating it afterwards does not block)</source>
        <translation>fügt %1 einen FOREIGN KEY hinzu, der jede Zeile unter einer SHARE-ROW-EXCLUSIVE-Sperre liest: Jeder Schreibvorgang auf %2 wartet (mit NOT VALID hinzugefügt und danach validiert, blockiert er nicht)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="693"/>
        <source>builds index %1 on %2 holding the database&apos;s write lock: every other write waits until it is built</source>
        <translation>baut den Index %1 auf %2 und hält dabei die Schreibsperre der Datenbank: Jeder andere Schreibvorgang wartet, bis er gebaut ist</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="696"/>
        <source>builds index %1 on %2 holding a SHARE lock: every write to %3 waits until it is built (CREATE INDEX CONCURRENTLY does not block writes)</source>
        <translation>baut den Index %1 auf %2 und hält dabei eine SHARE-Sperre: Jeder Schreibvorgang auf %3 wartet, bis er gebaut ist (CREATE INDEX CONCURRENTLY blockiert keine Schreibvorgänge)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="728"/>
        <source>deletes every row of %1: %2</source>
        <translation>löscht jede Zeile von %1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="732"/>
        <source>deletes rows of %1, which holds none now</source>
        <translation>löscht Zeilen von %1, die jetzt keine enthält</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="739"/>
        <source>deletes %1 of %2&apos;s %3 (counted now)</source>
        <translation>löscht %1 der %3 von %2 (jetzt gezählt)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="742"/>
        <source>deletes rows of %1 (%2 now); how many could not be counted</source>
        <translation>löscht Zeilen von %1 (jetzt %2); wie viele, konnte nicht gezählt werden</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="745"/>
        <source>deletes rows of %1 (%2 now); how many was not counted, the table is too large to count cheaply</source>
        <translation>löscht Zeilen von %1 (jetzt %2); wie viele, wurde nicht gezählt, die Tabelle ist zu groß, um sie günstig zu zählen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="777"/>
        <source>empties table %1: %2 lost</source>
        <translation>leert die Tabelle %1: %2 gehen verloren</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="800"/>
        <source>rollback</source>
        <translation>Rücksetzung</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="852"/>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="853"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="854"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="855"/>
        <source>%n notice(s)</source>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="861"/>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="861"/>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="863"/>
        <source>about %1 rows (the planner&apos;s estimate)</source>
        <translation>etwa %1 Zeilen (Schätzung des Planers)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="865"/>
        <source>more than %1 rows</source>
        <translation>mehr als %1 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="869"/>
        <source>an unknown number of rows</source>
        <translation>eine unbekannte Zahl von Zeilen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="120"/>
        <source>the database holds %1 tables but no %2 table, so its revision is unknown</source>
        <translation>die Datenbank enthält %1 Tabellen, aber keine Tabelle %2, daher ist ihre Revision unbekannt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="131"/>
        <source>Could not read alembic_version: %1</source>
        <translation>alembic_version konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="139"/>
        <source>alembic_version holds several revisions (%1): a branched history Metadesk does not migrate</source>
        <translation>alembic_version enthält mehrere Revisionen (%1): eine verzweigte Historie, die Metadesk nicht migriert</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="178"/>
        <source>schema_migrations has no name column, as Holotable&apos;s migration runner makes it (name, applied_at), so the applied migrations cannot be read</source>
        <translation>schema_migrations hat keine Spalte name, wie sie das Migrationswerkzeug von Holotable anlegt (name, applied_at), daher lassen sich die angewendeten Migrationen nicht lesen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="184"/>
        <location filename="../src/core/schema/Migrator.cpp" line="1166"/>
        <source>Could not read schema_migrations: %1</source>
        <translation>schema_migrations konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="224"/>
        <source>%2 is here and empty: an installation of %1 began and did not finish, or every migration was rolled back; applying the pending migrations installs it</source>
        <translation>%2 ist vorhanden und leer: eine Installation von %1 hat begonnen und wurde nicht beendet, oder jede Migration wurde zurückgesetzt; das Anwenden der ausstehenden Migrationen installiert sie</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="252"/>
        <source>the database was made by Tabularia&apos;s gateway at a schema this Metadesk does not know (fingerprint %1…) and has no alembic_version, so its revision is unknown</source>
        <translation>die Datenbank wurde vom Gateway von Tabularia mit einem Schema angelegt, das diese Metadesk-Version nicht kennt (Fingerabdruck %1…), und hat keine alembic_version, daher ist ihre Revision unbekannt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="327"/>
        <source>The connection is read-only; migrations need a writable connection.</source>
        <translation>Die Verbindung ist schreibgeschützt; Migrationen brauchen eine beschreibbare Verbindung.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="259"/>
        <source>made by Tabularia&apos;s own code without Alembic (no alembic_version, and no fingerprint in schema_state); Baseline adopts it at %1 once its schema matches</source>
        <translation>von Tabularias eigenem Code ohne Alembic angelegt (keine alembic_version und kein Fingerabdruck in schema_state); Baseline übernimmt sie bei %1, sobald ihr Schema übereinstimmt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="211"/>
        <source>the database holds %1 tables but %2 records no migration, so its revision is unknown; Baseline adopts it at the revision its schema is</source>
        <translation>die Datenbank enthält Tabellen von %1, aber %2 verzeichnet keine Migration, daher ist ihre Revision unbekannt; Baseline übernimmt sie bei der Revision, die ihr Schema hat</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="255"/>
        <source>made by Tabularia&apos;s gateway at a schema this Metadesk does not know (fingerprint %1…)</source>
        <translation>von Tabularias Gateway mit einem Schema angelegt, das dieses Metadesk nicht kennt (Fingerabdruck %1…)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="262"/>
        <source>made by Tabularia&apos;s own code without Alembic (no alembic_version or schema_state, as the platform&apos;s tests make it); Baseline adopts it at %1 once its schema matches, with the three partial indexes the gateway adds when it starts</source>
        <translation>von Tabularias eigenem Code ohne Alembic angelegt (weder alembic_version noch schema_state, wie die Tests der Plattform sie anlegen); Baseline übernimmt sie bei %1, sobald ihr Schema übereinstimmt, mit den drei partiellen Indizes, die das Gateway beim Start anlegt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="268"/>
        <source>made by Tabularia&apos;s own code without Alembic (schema_state holds no fingerprint)</source>
        <translation>von Tabularias eigenem Code ohne Alembic angelegt (schema_state enthält keinen Fingerabdruck)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="270"/>
        <source>made by Tabularia&apos;s own code without Alembic, as the platform&apos;s tests make it (the gateway adds three partial indexes when it starts)</source>
        <translation>von Tabularias eigenem Code ohne Alembic angelegt, wie die Tests der Plattform es tun (das Gateway fügt beim Start drei partielle Indizes hinzu)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="274"/>
        <source>made by Tabularia&apos;s gateway without Alembic (fingerprint %1…, the schema of %2); Baseline adopts it at %2 once its schema matches</source>
        <translation>von Tabularias Gateway ohne Alembic angelegt (Fingerabdruck %1…, das Schema von %2); Baseline übernimmt sie bei %2, sobald ihr Schema übereinstimmt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="277"/>
        <source>made by Tabularia&apos;s gateway without Alembic (fingerprint %1…, the schema of %2)</source>
        <translation>von Tabularias Gateway ohne Alembic angelegt (Fingerabdruck %1…, das Schema von %2)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="384"/>
        <source>Could not take the migration lock: %1</source>
        <translation>Die Migrationssperre konnte nicht gesetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="390"/>
        <source>Cancelled while waiting for the migration lock of %1; nothing was changed.</source>
        <translation>Beim Warten auf die Migrationssperre von %1 abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="395"/>
        <location filename="../src/core/schema/Migrator.cpp" line="411"/>
        <source>another session</source>
        <translation>eine andere Sitzung</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="397"/>
        <source>Another migration of %1 (%3) has held the lock for %2 s; nothing was changed. Try again once it has finished.</source>
        <translation>Eine andere Migration von %1 (%3) hält die Sperre seit %2 s; es wurde nichts geändert. Versuchen Sie es erneut, sobald sie abgeschlossen ist.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="410"/>
        <source>Waiting for another migration of %1 to finish: the lock is held by %2.</source>
        <translation>Warten auf eine andere Migration von %1: Die Sperre hält %2.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="437"/>
        <source>Another connection is writing to %1 and held SQLite&apos;s write lock for longer than the lock wait (%2); nothing was changed. Try again once it has finished (SQLite cannot say which connection holds it). (%3)</source>
        <translation>Eine andere Verbindung schreibt in %1 und hielt die Schreibsperre von SQLite länger als die Sperrwartezeit (%2); nichts wurde geändert. Versuchen Sie es erneut, wenn sie fertig ist (SQLite kann nicht sagen, welche Verbindung sie hält). (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="442"/>
        <source>Could not start a transaction: %1</source>
        <translation>Eine Transaktion konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="452"/>
        <source>Could not set the migration&apos;s time limits: %1</source>
        <translation>Die Zeitgrenzen der Migration konnten nicht gesetzt werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="509"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="511"/>
        <source>Statement %1 ran longer than the statement time limit (%2) and was stopped. If it needs longer (a rewrite or an index of a large table), raise the limit (Edit → Preferences in the app, --statement-timeout in metadesk-cli) and apply again.</source>
        <translation>Anweisung %1 lief länger als die Zeitgrenze für Anweisungen (%2) und wurde angehalten. Braucht sie länger (das Neuschreiben oder ein Index einer großen Tabelle), erhöhen Sie die Grenze (Bearbeiten → Einstellungen in der App, --statement-timeout in metadesk-cli) und wenden Sie erneut an.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="521"/>
        <source>Statement %1</source>
        <translation>Anweisung %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="522"/>
        <source>Recording the migration in %1</source>
        <translation>Das Eintragen der Migration in %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="524"/>
        <source>To wait longer, raise the lock wait (Edit → Preferences in the app, --lock-timeout in metadesk-cli); while a statement waits for a table lock, every later query of that table waits behind it.</source>
        <translation>Um länger zu warten, erhöhen Sie die Sperrwartezeit (Bearbeiten → Einstellungen in der App, --lock-timeout in metadesk-cli); solange eine Anweisung auf eine Tabellensperre wartet, wartet jede spätere Abfrage dieser Tabelle hinter ihr.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="544"/>
        <source>%1 waited %2 for a lock another session holds, and gave up; the sessions holding locks could not be read (%3). %4</source>
        <translation>%1 wartete %2 auf eine Sperre, die eine andere Sitzung hält, und gab auf; die Sitzungen mit Sperren konnten nicht gelesen werden (%3). %4</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="563"/>
        <source>state not visible to this role</source>
        <translation>Zustand für diese Rolle nicht sichtbar</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="566"/>
        <source>pid %1 (%2, user %3, %4</source>
        <translation>PID %1 (%2, Benutzer %3, %4</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="568"/>
        <source>, in a transaction since %1</source>
        <translation>, in einer Transaktion seit %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="569"/>
        <source>, holding %1 on %2)</source>
        <translation>, hält %1 auf %2)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="574"/>
        <source>%1 waited %2 for a lock another session held, and gave up; that session has let go since. Apply again. %3</source>
        <translation>%1 wartete %2 auf eine Sperre, die eine andere Sitzung hielt, und gab auf; diese Sitzung hat sie inzwischen freigegeben. Wenden Sie erneut an. %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="584"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="585"/>
        <source>%1 waited %2 for a lock and gave up. Other sessions hold locks on tables of this schema: %3.</source>
        <translation>%1 wartete %2 auf eine Sperre und gab auf. Andere Sitzungen halten Sperren auf Tabellen dieses Schemas: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="588"/>
        <source>%1 waited %2 for a lock on %3 and gave up: it is held by %4.</source>
        <translation>%1 wartete %2 auf eine Sperre auf %3 und gab auf: Sie wird gehalten von %4.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="594"/>
        <source>Ask whoever runs that session to commit or roll back (an idle transaction holds its locks until it ends), or end it with %1; then apply again. %2</source>
        <translation>Bitten Sie, wer diese Sitzung betreibt, sie zu bestätigen oder zurückzusetzen (eine untätige Transaktion hält ihre Sperren, bis sie endet), oder beenden Sie sie mit %1; wenden Sie dann erneut an. %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="606"/>
        <source>Could not commit: %1</source>
        <translation>Festschreiben fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="672"/>
        <source>Could not create %1: %2</source>
        <translation>%1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="700"/>
        <source>%1 migration %2 failed %3 at statement %4 of %5 (line %6 of %7: %8): %9</source>
        <translation>%1-Migration %2 ist beim %3 fehlgeschlagen, bei Anweisung %4 von %5 (Zeile %6 von %7: %8): %9</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="722"/>
        <source>Remove it with DROP INDEX CONCURRENTLY %1; then apply the migration again once the cause is fixed.</source>
        <translation>Entfernen Sie ihn mit DROP INDEX CONCURRENTLY %1; wenden Sie die Migration dann erneut an, sobald die Ursache behoben ist.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="756"/>
        <source>Could not record %1 in schema_migrations: %2</source>
        <translation>%1 konnte nicht in schema_migrations verzeichnet werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="763"/>
        <source>Could not record %1 in %2: %3</source>
        <translation>%1 konnte nicht in %2 verzeichnet werden: %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="766"/>
        <source>the recorded revision changed meanwhile</source>
        <translation>die verzeichnete Revision hat sich inzwischen geändert</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="785"/>
        <source>Rolling back %1 %2</source>
        <translation>%1 %2 wird zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="786"/>
        <source>Applying %1 %2</source>
        <translation>%1 %2 wird angewendet</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="805"/>
        <source>Cancelled before statement %1 of %2 of %3.</source>
        <translation>Abgebrochen vor Anweisung %1 von %2 von %3.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="818"/>
        <source>Cancelled; the rollback of %1 was undone, so it stays applied.</source>
        <translation>Abgebrochen; das Zurücksetzen von %1 wurde rückgängig gemacht, sie bleibt also angewendet.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="819"/>
        <source>Cancelled; nothing of %1 was applied: the database is as it was before it.</source>
        <translation>Abgebrochen; nichts von %1 wurde angewendet: Die Datenbank ist wie zuvor.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="837"/>
        <source>It ran on its own before the rollback&apos;s transaction, so the migration stays applied as it was.</source>
        <translation>Sie lief für sich vor der Transaktion des Zurücksetzens, daher bleibt die Migration angewendet wie zuvor.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="850"/>
        <source>The rollback was undone: the database is as it was before it.</source>
        <translation>Das Zurücksetzen wurde rückgängig gemacht: Die Datenbank ist wieder wie zuvor.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="851"/>
        <source>The migration was rolled back: the database is as it was before it.</source>
        <translation>Die Migration wurde zurückgesetzt: Die Datenbank ist wieder wie zuvor.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="871"/>
        <source>It runs on its own after the migration&apos;s transaction, which committed: %1 is recorded as applied.</source>
        <translation>Sie läuft für sich nach der Transaktion der Migration, die festgeschrieben wurde: %1 ist als angewendet aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="889"/>
        <source>The INVALID index %1 it left was removed.</source>
        <translation>Der dabei hinterlassene ungültige (INVALID) Index %1 wurde entfernt.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="891"/>
        <source>Fix the cause, then apply again: the index %1 is built before anything else.</source>
        <translation>Beheben Sie die Ursache und wenden Sie erneut an: der Index %1 wird vor allem anderen aufgebaut.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="897"/>
        <source>Run the statement by hand once the cause is fixed.</source>
        <translation>Führen Sie die Anweisung von Hand aus, sobald die Ursache behoben ist.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="930"/>
        <source>Building the index %1 that %2 %3 left unbuilt</source>
        <translation>Der Index %1, den %2 %3 nicht aufgebaut hat, wird aufgebaut</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="941"/>
        <source>The index %1 of %2 is still not built; apply again once the cause is fixed.</source>
        <translation>Der Index %1 von %2 ist noch nicht aufgebaut; wenden Sie erneut an, sobald die Ursache behoben ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="985"/>
        <source>%n %1 migration(s) applied before it stay applied.</source>
        <translation>
            <numerusform>%n zuvor angewendete Migration von %1 bleibt angewendet.</numerusform>
            <numerusform>%n zuvor angewendete Migrationen von %1 bleiben angewendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1148"/>
        <source>Comparing %1&apos;s schema with %2</source>
        <translation>Das Schema von %1 wird mit %2 verglichen</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1155"/>
        <source>The database&apos;s %1 schema is not that of %2, so nothing was stamped: %3.</source>
        <translation>Das %1-Schema der Datenbank ist nicht das von %2, daher wurde keine Baseline gesetzt: %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="970"/>
        <source>Cancelled: %n %1 migration(s) applied before that stay applied.</source>
        <translation>
            <numerusform>Abgebrochen: %n zuvor angewendete %1-Migration bleibt angewendet.</numerusform>
            <numerusform>Abgebrochen: %n zuvor angewendete %1-Migrationen bleiben angewendet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="30"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="363"/>
        <source>The migration&apos;s database session (pid %1) has ended: ended by an administrator (pg_terminate_backend), a server restart or a lost network. The server rolled back its open transaction, and the migration lock ended with it. Connect again to go on.</source>
        <translation>Die Datenbanksitzung der Migration (PID %1) ist beendet: durch einen Administrator (pg_terminate_backend), einen Neustart des Servers oder ein verlorenes Netzwerk. Der Server hat ihre offene Transaktion zurückgesetzt, und die Migrationssperre endete mit ihr. Verbinden Sie sich erneut, um fortzufahren.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1004"/>
        <source>%1 has no applied migration, so %2 cannot be rolled back; nothing was changed.</source>
        <translation>%1 hat keine angewendete Migration, daher kann %2 nicht zurückgesetzt werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1007"/>
        <source>%1&apos;s last applied migration is %2, not %3; only the last applied one is rolled back, so nothing was changed.</source>
        <translation>Die zuletzt angewendete Migration von %1 ist %2, nicht %3; zurückgesetzt wird nur die zuletzt angewendete, daher wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1035"/>
        <source>%1 migration %2 has no rollback: %3. Nothing was changed.</source>
        <translation>%1-Migration %2 lässt sich nicht zurücksetzen: %3. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1096"/>
        <source>the live schema differs from what the applied migrations make: %1</source>
        <translation>das Live-Schema weicht von dem ab, was die angewendeten Migrationen ergeben: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1110"/>
        <source>this Metadesk does not have the migration</source>
        <translation>diese Metadesk-Version hat die Migration nicht</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1113"/>
        <source>%1 records %2, which this Metadesk does not ship: a newer release applied it</source>
        <translation>%1 verzeichnet %2, eine Revision, die diese Metadesk-Version nicht mitbringt: Eine neuere Version hat sie angewendet</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1115"/>
        <source>%1 records %2, which this Metadesk does not know</source>
        <translation>%1 verzeichnet %2, eine Revision, die diese Metadesk-Version nicht kennt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1134"/>
        <source>%1 has no revision &quot;%2&quot; (known: %3); nothing was stamped.</source>
        <translation>%1 hat keine Revision „%2“ (bekannt: %3); es wurde nichts gestempelt.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1142"/>
        <source>%1 records revisions this Metadesk does not know (%2); stamping would hide them, so nothing was stamped.</source>
        <translation>%1 verzeichnet Revisionen, die diese Metadesk-Version nicht kennt (%2); Stempeln würde sie verdecken, daher wurde nichts gestempelt.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1182"/>
        <source>Could not stamp %1 at %2: %3</source>
        <translation>%1 konnte nicht auf %2 gestempelt werden: %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/Migrator.cpp" line="1188"/>
        <source>Stamped %1 at %2</source>
        <translation>%1 auf %2 gestempelt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="303"/>
        <source>Could not build the schema of %1 to compare (statement %2 of %3): %4</source>
        <translation>Das Schema von %1 konnte für den Vergleich nicht aufgebaut werden (Anweisung %2 von %3): %4</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="293"/>
        <source>%1 has no migration %2.</source>
        <translation>%1 hat keine Migration %2.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="82"/>
        <source>nullable</source>
        <translation>NULL erlaubt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="82"/>
        <source>NOT NULL</source>
        <translation>NOT NULL</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="87"/>
        <source>no default</source>
        <translation>kein Standardwert</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="88"/>
        <source>filled by the engine</source>
        <translation>von der Datenbank gefüllt</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="95"/>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="110"/>
        <source>%1: missing %2 %3</source>
        <translation>%1: fehlt %2 %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="97"/>
        <source>%1: %2 is %3; the revision has %4</source>
        <translation>%1: %2 ist %3; die Revision hat %4</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="101"/>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="113"/>
        <source>%1: extra %2 %3</source>
        <translation>%1: zusätzlich %2 %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="142"/>
        <source>%1 is of type %2; the revision has %3</source>
        <translation>%1 hat den Typ %2; die Revision hat %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="144"/>
        <source>%1 is %2; the revision has it %3</source>
        <translation>%1 ist %2; in der Revision ist es %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="150"/>
        <source>%1 has %2; the revision has %3</source>
        <translation>%1 hat %2; die Revision hat %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="153"/>
        <source>%1: primary key %2; the revision has %3</source>
        <translation>%1: Primärschlüssel %2; die Revision hat %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="166"/>
        <source>foreign key</source>
        <translation>Fremdschlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="173"/>
        <source>unique constraint</source>
        <translation>Eindeutigkeitsbedingung</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="180"/>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="188"/>
        <source>%1: %2 CHECK constraints; the revision has %3</source>
        <translation>%1: %2 CHECK-Bedingungen; die Revision hat %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="190"/>
        <source>check</source>
        <translation>Prüfbedingung</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="197"/>
        <source>trigger</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="217"/>
        <source>This Metadesk has no description of %1&apos;s schema on PostgreSQL (%2): %3</source>
        <translation>Dieses Metadesk hat keine Beschreibung des Schemas von %1 auf PostgreSQL (%2): %3</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="224"/>
        <source>The description of %1&apos;s schema shipped with Metadesk is damaged: %2</source>
        <translation>Die mit Metadesk gelieferte Beschreibung des Schemas von %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="330"/>
        <source>Could not open an in-memory database: %1</source>
        <translation>Eine In-Memory-Datenbank konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="343"/>
        <source>This Metadesk has no description of %1 revision %2 on PostgreSQL.</source>
        <translation>Dieses Metadesk hat keine Beschreibung von %1 Revision %2 auf PostgreSQL.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="377"/>
        <source>missing function %1</source>
        <translation>fehlende Funktion %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaComparer.cpp" line="379"/>
        <source>function %1 differs from the revision&apos;s</source>
        <translation>Funktion %1 weicht von der der Revision ab</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaDiff.cpp" line="10"/>
        <source>missing table %1</source>
        <translation>fehlende Tabelle %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaDiff.cpp" line="12"/>
        <source>extra table %1</source>
        <translation>zusätzliche Tabelle %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaDiff.cpp" line="15"/>
        <source>missing column %1.%2</source>
        <translation>fehlende Spalte %1.%2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaDiff.cpp" line="18"/>
        <source>extra column %1.%2</source>
        <translation>zusätzliche Spalte %1.%2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="27"/>
        <source>no migration applied</source>
        <translation>ohne angewendete Migration</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="27"/>
        <source>at %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="30"/>
        <source>%1 not installed (%2 migrations available, head %3)</source>
        <translation>%1 nicht installiert (%2 Migrationen verfügbar, Head %3)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="35"/>
        <source>%1 %2, up to date</source>
        <translation>%1 %2, aktuell</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="38"/>
        <source>%1 %2, its index %3 not built yet (Apply builds it)</source>
        <translation>%1 %2, ihr Index %3 ist noch nicht aufgebaut (Anwenden baut ihn auf)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/SchemaStatus.cpp" line="40"/>
        <source>%1 %2, %n migration(s) pending (head %3)</source>
        <translation>
            <numerusform>%1 %2, %n Migration ausstehend (Head %3)</numerusform>
            <numerusform>%1 %2, %n Migrationen ausstehend (Head %3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="45"/>
        <source>%1 %2, newer than this Metadesk (unknown: %3)</source>
        <translation>%1 %2, neuer als diese Metadesk-Version (unbekannt: %3)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="47"/>
        <source>%1 %2, a revision this Metadesk does not know (%3)</source>
        <translation>%1 %2, eine Revision, die diese Metadesk-Version nicht kennt (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="50"/>
        <source>%1 %2, but the live schema differs from what its migrations make</source>
        <translation>%1 %2, aber das Live-Schema weicht von dem ab, was seine Migrationen ergeben</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="52"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="60"/>
        <source>Not recorded: the tables are there, no revision is recorded; Baseline (stamp) adopts it at the revision its schema is.</source>
        <translation>Nicht aufgezeichnet: Die Tabellen sind da, aber keine Revision ist aufgezeichnet; Baseline (Stamp) übernimmt sie bei der Revision, deren Schema sie hat.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="62"/>
        <source>Not recorded: the tables are there, no revision is recorded; Baseline (stamp) adopts it at %1 once its schema matches.</source>
        <translation>Nicht aufgezeichnet: Die Tabellen sind da, aber keine Revision ist aufgezeichnet; Baseline (Stamp) übernimmt sie bei %1, sobald ihr Schema übereinstimmt.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="65"/>
        <source>%1 It was %2.</source>
        <translation>%1 Sie wurde %2.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="72"/>
        <source>%1 is newer than this Metadesk knows (%2); nothing was changed.</source>
        <translation>%1 ist neuer, als diese Metadesk-Version kennt (%2); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="74"/>
        <source>%1 is at a revision this Metadesk does not know (%2); nothing was changed.</source>
        <translation>%1 steht auf einer Revision, die diese Metadesk-Version nicht kennt (%2); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="77"/>
        <source>%1&apos;s live schema differs from what its applied migrations make; nothing was changed.</source>
        <translation>Das Live-Schema von %1 weicht von dem ab, was die angewendeten Migrationen ergeben; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="81"/>
        <source>%1. Adopt it first with a baseline (migrate stamp %2, or Baseline in the migration panel); nothing was changed.</source>
        <translation>%1. Übernehmen Sie die Datenbank zuerst mit einer Baseline (migrate stamp %2 oder „Baseline“ im Migrationsbereich); es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/SchemaStatus.cpp" line="84"/>
        <source>%1; nothing was changed.</source>
        <translation>%1; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="190"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="197"/>
        <source>No value is stored (NULL).</source>
        <translation>Es ist kein Wert gespeichert (NULL).</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="246"/>
        <source>A stored secret: Metadesk never shows it.</source>
        <translation>Ein gespeichertes Geheimnis: Metadesk zeigt es nie.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="239"/>
        <source>no items</source>
        <translation>keine Einträge</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="139"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="143"/>
        <source>Copy Value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="146"/>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="240"/>
        <source>An empty list.</source>
        <translation>Eine leere Liste.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="277"/>
        <source>%1 (%2); stored %3 UTC</source>
        <translation>%1 (%2); gespeichert %3 UTC</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="283"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FieldWidgets.cpp" line="283"/>
        <source>✓ Yes</source>
        <translation>✓ Ja</translation>
    </message>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="200"/>
        <source>No connection for counting.</source>
        <translation>Keine Verbindung zum Zählen.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="405"/>
        <location filename="../src/models/WindowedTableModel.cpp" line="909"/>
        <source>No connection for reading rows.</source>
        <translation>Keine Verbindung zum Lesen der Zeilen.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="756"/>
        <source>No connection for reading the order.</source>
        <translation>Keine Verbindung, um die Reihenfolge zu lesen.</translation>
    </message>
    <message>
        <location filename="../src/core/schema/MigrationLint.cpp" line="908"/>
        <source>What this does to the data changed since it was shown: %1. Nothing was run; look at the new confirmation and decide again.</source>
        <translation>Was dies mit den Daten tut, hat sich geändert, seit es gezeigt wurde: %1. Nichts wurde ausgeführt; sehen Sie sich die neue Bestätigung an und entscheiden Sie erneut.</translation>
    </message>
    <message>
        <location filename="../src/models/SortedKeys.cpp" line="31"/>
        <source>Could not make a temporary directory for the order: %1</source>
        <translation>Für die Reihenfolge ließ sich kein temporäres Verzeichnis anlegen: %1</translation>
    </message>
    <message>
        <location filename="../src/models/SortedKeys.cpp" line="38"/>
        <source>Could not make a temporary file for the order: %1</source>
        <translation>Für die Reihenfolge ließ sich keine temporäre Datei anlegen: %1</translation>
    </message>
    <message>
        <location filename="../src/models/SortedKeys.cpp" line="163"/>
        <source>Could not write the order to a temporary file: %1</source>
        <translation>Die Reihenfolge ließ sich nicht in eine temporäre Datei schreiben: %1</translation>
    </message>
    <message>
        <location filename="../src/models/FirstKeysInSpans.cpp" line="130"/>
        <source>The reading was stopped.</source>
        <translation>Das Lesen wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../src/models/FirstKeysInSpans.cpp" line="136"/>
        <source>The first rows could not be read.</source>
        <translation>Die ersten Zeilen konnten nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>ReachWait</name>
    <message>
        <location filename="../src/gui/connect/ReachWait.cpp" line="31"/>
        <source>Still trying to reach %1.</source>
        <translation>%1 wird noch zu erreichen versucht.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ReachWait.cpp" line="52"/>
        <source>Reaching %1 again…</source>
        <translation>%1 wird wieder erreicht…</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ReachWait.cpp" line="52"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ReachWait.cpp" line="54"/>
        <source>Connection Lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ReachWait.cpp" line="81"/>
        <source>Stopped trying to reach %1.</source>
        <translation>Der Versuch, %1 zu erreichen, wurde beendet.</translation>
    </message>
</context>
<context>
    <name>ReferenceLabels</name>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="33"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="170"/>
        <source>%1 — not found</source>
        <translation>%1 — nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="173"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="183"/>
        <source>No %1 row has %2 = %3.</source>
        <translation>Keine Zeile in %1 hat %2 = %3.</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="186"/>
        <source>The schema keeps this reference without a foreign key on purpose, so the row it named may have been deleted since.</source>
        <translation>Das Schema führt diesen Verweis absichtlich ohne Fremdschlüssel, daher wurde die genannte Zeile vielleicht inzwischen gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="190"/>
        <source>The %1 row with %2 = %3.</source>
        <translation>Die Zeile in %1 mit %2 = %3.</translation>
    </message>
    <message>
        <location filename="../src/models/ReferenceLabels.cpp" line="191"/>
        <source>%1: the %2 row with %3 = %4.</source>
        <translation>%1: die Zeile in %2 mit %3 = %4.</translation>
    </message>
</context>
<context>
    <name>RenameDashboard</name>
    <message>
        <location filename="../src/core/ops/holotable/RenameDashboard.cpp" line="27"/>
        <source>Dashboard %1 is already titled “%2”: there is nothing to rename.</source>
        <translation>Dashboard %1 heißt bereits „%2“: Es gibt nichts umzubenennen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RenameDashboard.cpp" line="32"/>
        <source>The title of dashboard %1&apos;s current spec could not be found in its text.</source>
        <translation>Der Titel der aktuellen Spec von Dashboard %1 wurde in ihrem Text nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RenameDashboard.cpp" line="38"/>
        <source>Could not read dashboard %1: %2</source>
        <translation>Dashboard %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RenameDashboard.cpp" line="43"/>
        <source>Renames dashboard “%1” to “%2”: the spec owns the title, so the rename is a new version.</source>
        <translation>Benennt Dashboard „%1“ in „%2“ um: Der Titel gehört zur Spec, also ist das Umbenennen eine neue Version.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RenameDashboard.cpp" line="45"/>
        <source>Appends v%1, the spec of v%2 with only its title changed, with the note %3; makes it current and sets the dashboard&apos;s title from it.</source>
        <translation>Hängt v%1 an, die Spec von v%2 mit nur geändertem Titel, mit der Notiz %3; macht sie aktuell und setzt den Titel des Dashboards daraus.</translation>
    </message>
</context>
<context>
    <name>RestoreContractVersion</name>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="60"/>
        <source>This database has no Tabularia data contracts.</source>
        <translation>Diese Datenbank hat keine Data Contracts von Tabularia.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="67"/>
        <source>Could not read datasource %1: %2</source>
        <translation>Datasource %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="71"/>
        <source>There is no datasource %1.</source>
        <translation>Es gibt keine Datasource %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="77"/>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="201"/>
        <source>Could not read the contract of datasource %1: %2</source>
        <translation>Der Contract der Datasource %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="82"/>
        <source>Datasource %1 (%2) has no data contract: there is nothing to restore a version into.</source>
        <translation>Datasource %1 (%2) hat keinen Data Contract: Es gibt nichts, in das eine Version wiederhergestellt werden könnte.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="91"/>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="127"/>
        <source>Could not read the contract versions of datasource %1: %2</source>
        <translation>Die Contract-Versionen der Datasource %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="96"/>
        <source>The contract of datasource %1 (%2) has no version %3.</source>
        <translation>Der Contract der Datasource %1 (%2) hat keine Version %3.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="106"/>
        <source>Version %1 of the contract of datasource %2 is not a contract document (JSON with a list of rules): the platform would refuse to save it, so it is not restored.</source>
        <translation>Version %1 des Contracts der Datasource %2 ist kein Contract-Dokument (JSON mit einer Liste von Regeln): Die Plattform würde das Speichern ablehnen, daher wird sie nicht wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="115"/>
        <source>Version %1 is already the current document of the contract of datasource %2 (%3, version %4): there is nothing to restore.</source>
        <translation>Version %1 ist bereits das aktuelle Dokument des Contracts der Datasource %2 (%3, Version %4): Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="131"/>
        <source>The contract of datasource %1 is at version %2, but a version %3 is already saved (uq_contract_version): the platform&apos;s next save would fail the same way. Nothing is written.</source>
        <translation>Der Contract der Datasource %1 steht bei Version %2, aber eine Version %3 ist bereits gespeichert (uq_contract_version): Das nächste Speichern der Plattform schlüge genauso fehl. Es wird nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="168"/>
        <source>The contract of datasource %1 (%2) gets the document of its version %3 back, saved as the platform saves a contract.</source>
        <translation>Der Contract der Datasource %1 (%2) erhält das Dokument seiner Version %3 zurück, gespeichert, wie die Plattform einen Contract speichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="173"/>
        <source>Appends version %1 with that document (%n rule(s)); versions up to %2 stay as they are.</source>
        <translation>
            <numerusform>Hängt Version %1 mit diesem Dokument an (%n Regel); die Versionen bis %2 bleiben, wie sie sind.</numerusform>
            <numerusform>Hängt Version %1 mit diesem Dokument an (%n Regeln); die Versionen bis %2 bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="177"/>
        <source>Its state goes back to pending (not checked against the data it serves): the platform checks it on its next refresh, publish or manual check. Metadesk asks no engine.</source>
        <translation>Sein Zustand geht auf pending zurück (nicht gegen die bereitgestellten Daten geprüft): Die Plattform prüft ihn beim nächsten Refresh, Publish oder bei einer manuellen Prüfung. Metadesk fragt keine Engine.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="179"/>
        <source>Audited as contract.save on the datasource, with the new version.</source>
        <translation>Im Audit als contract.save auf der Datasource, mit der neuen Version.</translation>
    </message>
</context>
<context>
    <name>RestoreDashboardVersion</name>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="18"/>
        <source>v%1 is already the current version of dashboard “%2”.</source>
        <translation>v%1 ist bereits die aktuelle Version von Dashboard „%2“.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="26"/>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="64"/>
        <source>Could not read dashboard %1: %2</source>
        <translation>Dashboard %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="30"/>
        <source>Dashboard “%1” has no version %2.</source>
        <translation>Dashboard „%1“ hat keine Version %2.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="38"/>
        <source>v%1 of dashboard “%2” is not a dashboard this Metadesk knows: %3</source>
        <translation>v%1 von Dashboard „%2“ ist kein Dashboard, das dieses Metadesk kennt: %3</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="46"/>
        <source>Could not read source %1: %2</source>
        <translation>Quelle %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="50"/>
        <source>its panels read source %1, which no longer exists</source>
        <translation>seine Panels lesen Quelle %1, die es nicht mehr gibt</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="52"/>
        <source>its panels read source %1, which has been removed (tombstoned)</source>
        <translation>seine Panels lesen Quelle %1, die entfernt wurde (tombstoned)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="54"/>
        <source>its panels read source %1 of workspace %2, not this dashboard&apos;s %3</source>
        <translation>seine Panels lesen Quelle %1 des Workspaces %2, nicht des Workspaces %3 dieses Dashboards</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="58"/>
        <source>v%1 of dashboard “%2” cannot be restored: %3.</source>
        <translation>v%1 von Dashboard „%2“ kann nicht wiederhergestellt werden: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="69"/>
        <source>Restores v%1 of dashboard “%2” (now at v%3) by appending v%4 with v%1&apos;s spec and the note %5; no version is changed.</source>
        <translation>Stellt v%1 von Dashboard „%2“ (jetzt bei v%3) wieder her, indem v%4 mit der Spec von v%1 und der Notiz %5 angehängt wird; keine Version wird geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RestoreDashboardVersion.cpp" line="75"/>
        <source>The dashboard&apos;s title becomes v%1&apos;s: “%2”.</source>
        <translation>Der Titel des Dashboards wird der von v%1: „%2“.</translation>
    </message>
</context>
<context>
    <name>RestoreFlowVersion</name>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="69"/>
        <source>This database has no Tabularia flows and flow versions.</source>
        <translation>Diese Datenbank hat keine Tabularia-Flows und Flow-Versionen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="75"/>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="197"/>
        <source>Could not read flow %1: %2</source>
        <translation>Flow %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="79"/>
        <source>There is no flow %1.</source>
        <translation>Es gibt keinen Flow %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="91"/>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="116"/>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="188"/>
        <source>Could not read the versions of flow %1: %2</source>
        <translation>Die Versionen von Flow %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="95"/>
        <source>Flow %1 (%2) has no version %3.</source>
        <translation>Flow %1 (%2) hat keine Version %3.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="105"/>
        <source>Version %1 of flow %2 is not JSON (%3 at character %4): the platform&apos;s editor could not open it as the flow&apos;s definition, so it is not restored.</source>
        <translation>Version %1 von Flow %2 ist kein JSON (%3 bei Zeichen %4): Der Editor der Plattform könnte sie nicht als Definition des Flows öffnen, daher wird sie nicht wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="123"/>
        <source>Version %1 is already the current definition of flow %2 (%3): there is nothing to restore.</source>
        <translation>Version %1 ist bereits die aktuelle Definition von Flow %2 (%3): Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="155"/>
        <source>Flow %1 (%2) gets the definition of its version %3 back, as the platform&apos;s promote does.</source>
        <translation>Flow %1 (%2) erhält die Definition seiner Version %3 zurück, wie es das Hochstufen der Plattform tut.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="160"/>
        <source>Appends version %1 with that definition and the note &quot;%2&quot;; versions 1 to %3 stay as they are.</source>
        <translation>Hängt Version %1 mit dieser Definition und der Notiz „%2“ an; die Versionen 1 bis %3 bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="166"/>
        <source>Its newest version %1 already holds that definition: no version is appended, as the platform appends none.</source>
        <translation>Seine neueste Version %1 enthält diese Definition bereits: Es wird keine Version angehängt, wie auch die Plattform keine anhängt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="169"/>
        <source>Audited as flow.promote on the flow, with the version it came from.</source>
        <translation>Protokolliert als flow.promote am Flow, mit der Version, aus der sie stammt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RestoreFlowVersion.cpp" line="203"/>
        <source>Flow %1 got version %2 since it was read: nothing was written.</source>
        <translation>Flow %1 hat seit dem Lesen Version %2 bekommen: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>RetireSource</name>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="57"/>
        <source>%1 has no Holotable sources.</source>
        <translation>%1 hat keine Holotable-Quellen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="63"/>
        <source>Could not read source %1: %2</source>
        <translation>Quelle %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="67"/>
        <source>There is no source %1.</source>
        <translation>Es gibt keine Quelle %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="73"/>
        <source>Could not read which dashboards refer to source %1: %2</source>
        <translation>Es konnte nicht gelesen werden, welche Dashboards auf Quelle %1 verweisen: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="79"/>
        <source>Source “%1” is already tombstoned (%2) and dashboards still refer to it: there is nothing to retire.</source>
        <translation>Quelle „%1“ hat bereits einen Grabstein (%2), und Dashboards verweisen noch auf sie: Es gibt nichts stillzulegen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="86"/>
        <source>“%1” (%2, its current version)</source>
        <translation>„%1“ (%2, seine aktuelle Version)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="86"/>
        <source>“%1” (%2, an older version)</source>
        <translation>„%1“ (%2, eine ältere Version)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="88"/>
        <source>, deleted</source>
        <translation>, gelöscht</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="92"/>
        <source>No stored dashboard version refers to source “%1” (%2), so it is deleted, as the platform deletes an unreferenced source.</source>
        <translation>Keine gespeicherte Dashboard-Version verweist auf Quelle „%1“ (%2), daher wird sie gelöscht, wie die Plattform eine Quelle ohne Verweise löscht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="99"/>
        <source>%n dashboard(s) refer to source “%1” (%2) in their stored versions, so it is tombstoned, not deleted: the row stays and they keep resolving to a marker.</source>
        <translation>
            <numerusform>%n Dashboard verweist in seinen gespeicherten Versionen auf Quelle „%1“ (%2), daher erhält sie einen Grabstein und wird nicht gelöscht: Die Zeile bleibt, und das Dashboard zeigt weiter eine Markierung.</numerusform>
            <numerusform>%n Dashboards verweisen in ihren gespeicherten Versionen auf Quelle „%1“ (%2), daher erhält sie einen Grabstein und wird nicht gelöscht: Die Zeile bleibt, und die Dashboards zeigen weiter eine Markierung.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="126"/>
        <source>The dashboards that refer to source %1 changed since it was read: nothing was written. Look again.</source>
        <translation>Die Dashboards, die auf Quelle %1 verweisen, haben sich geändert, seit sie gelesen wurde: Es wurde nichts geschrieben. Sehen Sie erneut nach.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="148"/>
        <source>Source %1 changed since it was read: nothing was written.</source>
        <translation>Quelle %1 wurde geändert, seit sie gelesen wurde: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>RetryContractAlert</name>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="23"/>
        <source>This database has no Tabularia contract alerts (data_contract_results.notify).</source>
        <translation>Diese Datenbank hat keine Contract-Benachrichtigungen von Tabularia (data_contract_results.notify).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="29"/>
        <source>Could not read contract result %1: %2</source>
        <translation>Contract-Ergebnis %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="33"/>
        <source>There is no contract result %1.</source>
        <translation>Es gibt kein Contract-Ergebnis %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="41"/>
        <source>Contract result %1 has no alert to send (notify is empty): there is no claim to release.</source>
        <translation>Contract-Ergebnis %1 hat keine zu sendende Benachrichtigung (notify ist leer): Es gibt keinen Claim freizugeben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="43"/>
        <source>The alert of contract result %1 is pending, not claimed: the scheduler sends it on its next tick, there is no claim to release.</source>
        <translation>Die Benachrichtigung von Contract-Ergebnis %1 ist pending, nicht geclaimt: Der Scheduler sendet sie bei seinem nächsten Durchlauf, es gibt keinen Claim freizugeben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="46"/>
        <source>The alert of contract result %1 is %2, not claimed: it is finished, and the platform never sends a finished alert again.</source>
        <translation>Die Benachrichtigung von Contract-Ergebnis %1 ist %2, nicht geclaimt: Sie ist abgeschlossen, und die Plattform sendet eine abgeschlossene Benachrichtigung nie erneut.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="55"/>
        <source>The alert of contract result %1 was evaluated %2 seconds ago: its sender may still be at work (each send waits up to 60 s), and releasing it now could send the email twice. Wait until it is %3 minutes old.</source>
        <translation>Die Benachrichtigung von Contract-Ergebnis %1 wurde vor %2 Sekunden ausgewertet: Ihr Absender arbeitet vielleicht noch (jeder Versand wartet bis zu 60 s), und eine Freigabe jetzt könnte die E-Mail doppelt senden. Warten Sie, bis sie %3 Minuten alt ist.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="64"/>
        <source>The alert of contract result %1 (datasource %2, evaluated %3 UTC) was claimed by a scheduler and never finished: notify goes from &apos;sending&apos; back to &apos;pending&apos;.</source>
        <translation>Die Benachrichtigung von Contract-Ergebnis %1 (Datasource %2, ausgewertet %3 UTC) wurde von einem Scheduler geclaimt und nie abgeschlossen: notify geht von &apos;sending&apos; zurück auf &apos;pending&apos;.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="69"/>
        <source>The platform&apos;s scheduler sends it on its next tick; Metadesk sends nothing. If the first sender did send it before it died, the recipients get it twice.</source>
        <translation>Der Scheduler der Plattform sendet sie bei seinem nächsten Durchlauf; Metadesk sendet nichts. Hat der erste Absender sie vor seinem Ende doch gesendet, erhalten die Empfänger sie zweimal.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="71"/>
        <source>Written only if the alert is still the claim read now; audited as contract_result.update.</source>
        <translation>Nur geschrieben, wenn die Benachrichtigung noch der jetzt gelesene Claim ist; im Audit als contract_result.update.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RetryContractAlert.cpp" line="83"/>
        <source>The alert of contract result %1 changed since it was read: nothing was written.</source>
        <translation>Die Benachrichtigung von Contract-Ergebnis %1 hat sich seit dem Lesen geändert: Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>RevealCredential</name>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="35"/>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="115"/>
        <source>This database has no Tabularia connections table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle connections.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="78"/>
        <source>There is no project %1.</source>
        <translation>Es gibt kein Projekt %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="82"/>
        <source>%n projects are named %1: name one by its id.</source>
        <translation>
            <numerusform>%n Projekt heißt %1: Nennen Sie eines über seine ID.</numerusform>
            <numerusform>%n Projekte heißen %1: Nennen Sie eines über seine ID.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="100"/>
        <source>Project %1 has no connection named %2.</source>
        <translation>Projekt %1 hat keine Verbindung namens %2.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="110"/>
        <source>This database is open read-only (audit browsing): no credential is revealed.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet (Audit-Ansicht): Es wird kein Zugangsdatum angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="119"/>
        <source>A reveal is recorded in the local change journal, and there is none: nothing is revealed.</source>
        <translation>Ein Anzeigen wird im lokalen Änderungsjournal festgehalten, und es gibt keines: Es wird nichts angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="125"/>
        <source>Could not read connection %1: %2</source>
        <translation>Verbindung %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="130"/>
        <source>There is no connection %1.</source>
        <translation>Es gibt keine Verbindung %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="135"/>
        <source>Connection %1 has no password: the platform stores none for it.</source>
        <translation>Verbindung %1 hat kein Passwort: Die Plattform speichert keines dafür.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="161"/>
        <source>Connection %1: %2</source>
        <translation>Verbindung %1: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="166"/>
        <source>The reveal could not be recorded in the local change journal, so nothing is shown: %1</source>
        <translation>Das Anzeigen konnte nicht im lokalen Änderungsjournal festgehalten werden, daher wird nichts angezeigt: %1</translation>
    </message>
</context>
<context>
    <name>RotateCredentials</name>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="16"/>
        <source>This database is open read-only: no credential is re-encrypted.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet: Es wird kein Zugangsdatum neu verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="22"/>
        <source>Could not read the connections: %1</source>
        <translation>Die Verbindungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="38"/>
        <source>Connection %1 (id %2, project %3): %4</source>
        <translation>Verbindung %1 (ID %2, Projekt %3): %4</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="60"/>
        <source>Nothing is re-encrypted.</source>
        <translation>Nichts wird neu verschlüsselt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="73"/>
        <source>%n under key %1</source>
        <translation>
            <numerusform>%n unter Schlüssel %1</numerusform>
            <numerusform>%n unter Schlüssel %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="75"/>
        <source>Every credential is already encrypted with key 1: there is nothing to re-encrypt.</source>
        <translation>Jedes Zugangsdatum ist bereits mit Schlüssel 1 verschlüsselt: Es gibt nichts neu zu verschlüsseln.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="77"/>
        <source>Re-encrypts %n credential(s) with key 1 (%1), in one transaction.</source>
        <translation>
            <numerusform>Verschlüsselt %n Zugangsdatum mit Schlüssel 1 neu (%1), in einer Transaktion.</numerusform>
            <numerusform>Verschlüsselt %n Zugangsdaten mit Schlüssel 1 neu (%1), in einer Transaktion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="80"/>
        <source>Of %n connection(s), %1 already under key 1 and %2 without a password stay as they are.</source>
        <translation>
            <numerusform>Von %n Verbindung bleiben %1 bereits unter Schlüssel 1 und %2 ohne Passwort unverändert.</numerusform>
            <numerusform>Von %n Verbindungen bleiben %1 bereits unter Schlüssel 1 und %2 ohne Passwort unverändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="85"/>
        <source>%n credential(s) no key decrypts stay as they are, untouched:</source>
        <translation>
            <numerusform>%n Zugangsdatum, das kein Schlüssel entschlüsselt, bleibt unverändert:</numerusform>
            <numerusform>%n Zugangsdaten, die kein Schlüssel entschlüsselt, bleiben unverändert:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="90"/>
        <source>Each is recorded in the platform&apos;s audit log as connection.update. Afterwards key 1 alone decrypts every credential.</source>
        <translation>Jedes wird im Audit-Log der Plattform als connection.update festgehalten. Danach entschlüsselt Schlüssel 1 allein jedes Zugangsdatum.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="92"/>
        <source>Each is recorded in the platform&apos;s audit log as connection.update. Afterwards key 1 alone decrypts every credential but those listed, which no key decrypts.</source>
        <translation>Jedes wird im Audit-Log der Plattform als connection.update verzeichnet. Danach entschlüsselt Schlüssel 1 allein alle Zugangsdaten außer den aufgeführten, die kein Schlüssel entschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="114"/>
        <source>Rotation cancelled: nothing was re-encrypted.</source>
        <translation>Rotation abgebrochen: Es wurde nichts neu verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="134"/>
        <source>Connection %1 changed since the rotation was planned: nothing was re-encrypted.</source>
        <translation>Verbindung %1 wurde geändert, seit die Rotation geplant wurde: Es wurde nichts neu verschlüsselt.</translation>
    </message>
</context>
<context>
    <name>RunQueue</name>
    <message>
        <location filename="../src/core/ops/tabularia/RunQueue.cpp" line="35"/>
        <source>dead orchestration</source>
        <translation>tote Orchestrierung</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunQueue.cpp" line="37"/>
        <source>queued too long</source>
        <translation>zu lange in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunQueue.cpp" line="39"/>
        <source>timed-out engine run</source>
        <translation>abgelaufener Engine-Lauf</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunQueue.cpp" line="69"/>
        <source>This database has no Tabularia runs table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle runs.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunQueue.cpp" line="77"/>
        <source>This database&apos;s runs table has no %1: it predates Tabularia&apos;s orchestration queue.</source>
        <translation>Die Tabelle runs dieser Datenbank hat kein %1: Sie ist älter als die Orchestrierungs-Warteschlange von Tabularia.</translation>
    </message>
</context>
<context>
    <name>RunStats</name>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="63"/>
        <source>This database has no Tabularia runs table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle runs.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="71"/>
        <source>This database&apos;s runs table has no %1: it predates the platform&apos;s engine clock.</source>
        <translation>Die Tabelle runs dieser Datenbank hat kein %1: Sie ist älter als die Engine-Uhr der Plattform.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="257"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="259"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="261"/>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="264"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="266"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="266"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="269"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="269"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="271"/>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/RunStats.cpp" line="271"/>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
</context>
<context>
    <name>SafeFix</name>
    <message>
        <location filename="../src/core/checks/SafeFix.cpp" line="19"/>
        <source>Close the Run</source>
        <translation>Lauf schließen</translation>
    </message>
    <message>
        <location filename="../src/core/checks/SafeFix.cpp" line="33"/>
        <source>Set the Title from the Spec</source>
        <translation>Titel aus der Spezifikation übernehmen</translation>
    </message>
</context>
<context>
    <name>SensitiveGrants</name>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="37"/>
        <source>an administrator of the whole platform: every project whatever its permissions, the users, the groups and the settings</source>
        <translation>Administrator der ganzen Plattform: jedes Projekt unabhängig von seinen Berechtigungen, die Benutzer, die Gruppen und die Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="42"/>
        <source>reads the administration panels: the audit log, the sessions and the user list</source>
        <translation>liest die Verwaltungsansichten: das Audit-Protokoll, die Sitzungen und die Benutzerliste</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="115"/>
        <source>This removes the last administrator: afterwards no active user would administer the platform, and nobody could make anyone an administrator there again. Tabularia refuses this (an administrator cannot take away their own rights), and so does Metadesk: make someone else an administrator first.</source>
        <translation>Damit ginge der letzte Administrator: danach würde kein aktiver Benutzer die Plattform verwalten, und niemand könnte dort wieder jemanden zum Administrator machen. Tabularia lehnt das ab (ein Administrator kann sich seine Rechte nicht selbst nehmen), Metadesk ebenso: machen Sie zuerst jemand anderen zum Administrator.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="149"/>
        <source>%1 leaves “%2” and is no longer %3.</source>
        <translation>%1 verlässt „%2“ und ist nicht mehr %3.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="152"/>
        <source>%1 leaves “%2”, whose members %3, and no longer does.</source>
        <translation>%1 verlässt „%2“ (jedes Mitglied %3) und tut das nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="209"/>
        <source>%1 joins “%2” and becomes %3.</source>
        <translation>%1 tritt „%2“ bei und wird %3.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="211"/>
        <source>%1 joins “%2”, whose members %3.</source>
        <translation>%1 tritt „%2“ bei; jedes Mitglied %3.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="224"/>
        <source>%1 is no longer a superuser, and so no longer %2.</source>
        <translation>%1 ist kein Superuser mehr und damit nicht mehr %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="237"/>
        <source>Every member of “%1” becomes %2.</source>
        <translation>Jedes Mitglied von „%1“ wird %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="239"/>
        <source>Every member of “%1” %2.</source>
        <translation>Jedes Mitglied von „%1“ %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="245"/>
        <source>%1 becomes a superuser, %2.</source>
        <translation>%1 wird Superuser, %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="247"/>
        <source>%1 becomes an observer and %2.</source>
        <translation>%1 wird Beobachter und %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="263"/>
        <source>may view, create, change and generate dashboards and use the sources</source>
        <translation>darf Dashboards ansehen, anlegen, ändern und generieren und die Quellen nutzen</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="264"/>
        <source>may view dashboards and use the sources</source>
        <translation>darf Dashboards ansehen und die Quellen nutzen</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="266"/>
        <source>The token “%1” gets the role %2 in workspace %3: whoever holds it %4.</source>
        <translation>Das Token „%1“ erhält die Rolle %2 im Workspace %3: Wer es besitzt, %4.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/SensitiveGrants.cpp" line="268"/>
        <source>The token “%1” changes from the role %2 to %3 in workspace %4: whoever holds it %5.</source>
        <translation>Das Token „%1“ wechselt im Workspace %4 von der Rolle %2 zu %3: Wer es besitzt, %5.</translation>
    </message>
</context>
<context>
    <name>SoftDeleteDashboard</name>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="16"/>
        <source>%1 has no Holotable dashboards.</source>
        <translation>%1 hat keine Holotable-Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="22"/>
        <source>Could not read dashboard %1: %2</source>
        <translation>Dashboard %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="26"/>
        <source>There is no dashboard %1.</source>
        <translation>Es gibt kein Dashboard %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="34"/>
        <source>Dashboard “%1” is already deleted (%2).</source>
        <translation>Dashboard „%1“ ist bereits gelöscht (%2).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="36"/>
        <source>Dashboard “%1” is not deleted.</source>
        <translation>Dashboard „%1“ ist nicht gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="51"/>
        <source>Deletes dashboard “%1” as the platform does: deleted_at is set, the row and its versions stay; the platform no longer lists or opens it.</source>
        <translation>Löscht Dashboard „%1“, wie die Plattform es tut: deleted_at wird gesetzt, die Zeile und ihre Versionen bleiben; die Plattform listet und öffnet es nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="54"/>
        <source>Its %n favourite(s) are kept.</source>
        <translation>
            <numerusform>Sein %n Favorit bleibt erhalten.</numerusform>
            <numerusform>Seine %n Favoriten bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="56"/>
        <source>Undeletes dashboard “%1”: deleted_at is emptied and the platform lists it again, at its current version.</source>
        <translation>Stellt Dashboard „%1“ wieder her: deleted_at wird geleert und die Plattform listet es wieder, in seiner aktuellen Version.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="67"/>
        <source>There is nothing to change.</source>
        <translation>Es gibt nichts zu ändern.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="9"/>
        <source>Start page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="43"/>
        <source>See and change what the metadata databases of Tabularia and Holotable hold, browse them read-only for an audit, or try it all on a local demo.</source>
        <translation>Sehen und ändern, was die Metadaten-Datenbanken von Tabularia und Holotable enthalten, sie für eine Prüfung schreibgeschützt durchsehen oder alles an einer lokalen Demo ausprobieren.</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="52"/>
        <source>Open demo</source>
        <translation>Demo öffnen</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="53"/>
        <source>Open a local SQLite database filled with realistic example data (made on first use).</source>
        <translation>Eine lokale SQLite-Datenbank mit realistischen Beispieldaten öffnen (beim ersten Mal angelegt).</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="54"/>
        <source>Open &amp;demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="65"/>
        <source>Open SQLite file</source>
        <translation>SQLite-Datei öffnen</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="66"/>
        <source>Open a Tabularia or Holotable database kept in an SQLite file.</source>
        <translation>Eine Datenbank von Tabularia oder Holotable öffnen, die in einer SQLite-Datei liegt.</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="67"/>
        <source>Open &amp;SQLite file…</source>
        <translation>&amp;SQLite-Datei öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="78"/>
        <source>Connect to PostgreSQL</source>
        <translation>Mit PostgreSQL verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="79"/>
        <source>Connect to a PostgreSQL server that holds a platform&apos;s metadata database.</source>
        <translation>Mit einem PostgreSQL-Server verbinden, der die Metadaten-Datenbank einer Plattform enthält.</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="80"/>
        <source>Connect to &amp;PostgreSQL…</source>
        <translation>Mit &amp;PostgreSQL verbinden…</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="93"/>
        <source>Read-only (audit browsing)</source>
        <translation>Schreibgeschützt (Prüfansicht)</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="94"/>
        <source>Open what comes next so that nothing can be written. A connection marked read-only in the list always opens read-only.</source>
        <translation>Das Nächste so öffnen, dass nichts geschrieben werden kann. Eine in der Liste als schreibgeschützt markierte Verbindung öffnet immer schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="95"/>
        <source>&amp;Read-only (audit browsing)</source>
        <translation>Sch&amp;reibgeschützt (Prüfansicht)</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="100"/>
        <location filename="../ui/connect/StartPage.ui" line="106"/>
        <source>Recent connections</source>
        <translation>Zuletzt verwendete Verbindungen</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="107"/>
        <source>Press Enter or double-click to open; Delete removes the connection from the list.</source>
        <translation>Zum Öffnen Eingabetaste drücken oder doppelklicken; Entf entfernt die Verbindung aus der Liste.</translation>
    </message>
    <message>
        <location filename="../ui/connect/StartPage.ui" line="121"/>
        <source>Nothing opened yet: the databases you open appear here.</source>
        <translation>Noch nichts geöffnet: Die Datenbanken, die Sie öffnen, erscheinen hier.</translation>
    </message>
</context>
<context>
    <name>SweepExpired</name>
    <message>
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="60"/>
        <source>This database has no Tabularia %1 table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="102"/>
        <source>No row of %1 is expired (older than %2 s): there is nothing to sweep.</source>
        <translation>Keine Zeile von %1 ist abgelaufen (älter als %2 s): Es gibt nichts zu bereinigen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="110"/>
        <source>Removes %n sign-in count(s) whose last failure is older than the throttle&apos;s window of %1 s: they slow nobody down any more.</source>
        <translation>
            <numerusform>Entfernt %n Anmeldezähler, dessen letzter Fehlversuch älter ist als das Fenster der Drosselung von %1 s: Er bremst niemanden mehr.</numerusform>
            <numerusform>Entfernt %n Anmeldezähler, deren letzter Fehlversuch älter ist als das Fenster der Drosselung von %1 s: Sie bremsen niemanden mehr.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="114"/>
        <source>Removes %n editor tab(s) not seen for more than %1 s (two missed beats): the platform counts them as closed.</source>
        <translation>
            <numerusform>Entfernt %n Editor-Tab, der seit mehr als %1 s nicht gesehen wurde (zwei verpasste Signale): Die Plattform zählt ihn als geschlossen.</numerusform>
            <numerusform>Entfernt %n Editor-Tabs, die seit mehr als %1 s nicht gesehen wurden (zwei verpasste Signale): Die Plattform zählt sie als geschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="118"/>
        <source>The platform&apos;s scheduler removes the same rows on its next tick (every 60 s).</source>
        <translation>Der Scheduler der Plattform entfernt dieselben Zeilen bei seinem nächsten Durchlauf (alle 60 s).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="134"/>
        <source>The plan names no table to sweep.</source>
        <translation>Der Plan nennt keine zu bereinigende Tabelle.</translation>
    </message>
</context>
<context>
    <name>TemplateRules</name>
    <message>
        <location filename="../src/core/rules/TemplateRules.cpp" line="39"/>
        <source>The body is not a JSON object: a template&apos;s body is a panel or a dashboard, tagged with its kind (&quot;kind&quot;: &quot;panel&quot; or &quot;dashboard&quot;).</source>
        <translation>Der Inhalt ist kein JSON-Objekt: Der Inhalt einer Vorlage ist ein Panel oder ein Dashboard, gekennzeichnet mit seiner Art (&quot;kind&quot;: &quot;panel&quot; oder &quot;dashboard&quot;).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/TemplateRules.cpp" line="43"/>
        <source>The body declares no kind: it needs &quot;kind&quot;: &quot;%1&quot; to go with this template&apos;s kind.</source>
        <translation>Der Inhalt gibt keine Art an: Er braucht &quot;kind&quot;: &quot;%1&quot;, passend zur Art dieser Vorlage.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/TemplateRules.cpp" line="45"/>
        <source>The kind is “%1” but the body declares “%2”: a template&apos;s kind must match its body&apos;s (templates_kind_matches_body).</source>
        <translation>Die Art ist „%1“, der Inhalt gibt aber „%2“ an: Die Art einer Vorlage muss zu der ihres Inhalts passen (templates_kind_matches_body).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/TemplateRules.cpp" line="71"/>
        <source>Workspace %1 already has a %2 template called “%3” (template %4): pick another name.</source>
        <translation>Workspace %1 hat bereits eine Vorlage der Art %2 namens „%3“ (Vorlage %4): Wählen Sie einen anderen Namen.</translation>
    </message>
</context>
<context>
    <name>ToggleAiModel</name>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="27"/>
        <source>This database has no Tabularia AI models table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle der KI-Modelle.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="33"/>
        <source>Could not read AI model %1: %2</source>
        <translation>KI-Modell %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="38"/>
        <source>There is no AI model %1 in ai_models. Metadesk cannot ask the provider which models exist: a model nobody has enabled yet is enabled from the platform&apos;s admin panel.</source>
        <translation>In ai_models gibt es kein KI-Modell %1. Metadesk kann den Anbieter nicht fragen, welche Modelle es gibt: Ein Modell, das noch niemand aktiviert hat, wird im Admin-Bereich der Plattform aktiviert.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="45"/>
        <source>AI model %1 is already enabled: there is nothing to change.</source>
        <translation>KI-Modell %1 ist bereits aktiviert: Es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="46"/>
        <source>AI model %1 is already disabled: there is nothing to change.</source>
        <translation>KI-Modell %1 ist bereits deaktiviert: Es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="51"/>
        <source>AI model %1 is not a chat model (embedding, audio or reranker): the platform does not let it be enabled for the chat.</source>
        <translation>KI-Modell %1 ist kein Chat-Modell (Embedding, Audio oder Reranker): Die Plattform lässt es für den Chat nicht aktivieren.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="59"/>
        <source>Enables AI model %1: the assistant offers it to every user.</source>
        <translation>Aktiviert KI-Modell %1: Der Assistent bietet es allen Benutzern an.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="60"/>
        <source>Disables AI model %1: the assistant no longer offers it; saved chats keep their turns.</source>
        <translation>Deaktiviert KI-Modell %1: Der Assistent bietet es nicht mehr an; gespeicherte Chats behalten ihre Runden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleAiModel.cpp" line="63"/>
        <source>Sets updated_at to now and updated_by to the acting admin, and audits %1 as the platform does.</source>
        <translation>Setzt updated_at auf jetzt und updated_by auf den handelnden Administrator und protokolliert %1 wie die Plattform.</translation>
    </message>
</context>
<context>
    <name>ToggleEngine</name>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="26"/>
        <source>This database has no Tabularia disabled engines table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle der deaktivierten Engines.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="76"/>
        <source>The platform knows no engine “%1”: it knows %2.</source>
        <translation>Die Plattform kennt keine Engine „%1“: Sie kennt %2.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="82"/>
        <source>Could not read the engine policy: %1</source>
        <translation>Die Engine-Richtlinie konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="87"/>
        <source>Could not read the flows on engine %1: %2</source>
        <translation>Die Flows auf Engine %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="93"/>
        <source>Engine %1 is already disabled: there is nothing to change.</source>
        <translation>Engine %1 ist bereits deaktiviert: Es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="94"/>
        <source>Engine %1 is not disabled: there is nothing to change.</source>
        <translation>Engine %1 ist nicht deaktiviert: Es gibt nichts zu ändern.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="103"/>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="153"/>
        <source>At least one engine must stay allowed: without one, no flow could be created any more.</source>
        <translation>Mindestens eine Engine muss erlaubt bleiben: Ohne sie könnte kein Flow mehr angelegt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="108"/>
        <source>Disables engine %1: it can no longer be chosen for a new flow, a changed engine or a production engine.</source>
        <translation>Deaktiviert Engine %1: Sie kann für einen neuen Flow, eine geänderte Engine oder eine Produktions-Engine nicht mehr gewählt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="113"/>
        <source>Enables engine %1 again: flows may choose it.</source>
        <translation>Aktiviert Engine %1 wieder: Flows dürfen sie wählen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="116"/>
        <source>No flow uses it.</source>
        <translation>Kein Flow verwendet sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="118"/>
        <source>%n flow(s) still use it and keep running on it, as the platform leaves them:</source>
        <translation>
            <numerusform>%n Flow verwendet sie noch und läuft weiter darauf, wie die Plattform ihn lässt:</numerusform>
            <numerusform>%n Flows verwenden sie noch und laufen weiter darauf, wie die Plattform sie lässt:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="121"/>
        <source>%n flow(s) use it:</source>
        <translation>
            <numerusform>%n Flow verwendet sie:</numerusform>
            <numerusform>%n Flows verwenden sie:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="123"/>
        <source>engine and production engine</source>
        <translation>Engine und Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="124"/>
        <source>production engine</source>
        <translation>Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="125"/>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="126"/>
        <source>  flow %1 “%2” (%3)</source>
        <translation>  Flow %1 „%2“ (%3)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="128"/>
        <source>Records disabled_at now and disabled_by the acting admin, and audits engine.disallow with the number of flows on it.</source>
        <translation>Setzt disabled_at auf jetzt und disabled_by auf den handelnden Administrator und protokolliert engine.disallow mit der Zahl der Flows darauf.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="130"/>
        <source>Audits engine.allow with the number of flows on it.</source>
        <translation>Protokolliert engine.allow mit der Zahl der Flows darauf.</translation>
    </message>
</context>
<context>
    <name>UpdateCredential</name>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="18"/>
        <source>This database is open read-only: no credential is changed.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet: Es wird kein Zugangsdatum geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="23"/>
        <source>This database has no Tabularia connections table.</source>
        <translation>Diese Datenbank hat keine Tabularia-Tabelle connections.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="29"/>
        <source>Could not read connection %1: %2</source>
        <translation>Verbindung %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="34"/>
        <source>There is no connection %1.</source>
        <translation>Es gibt keine Verbindung %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="40"/>
        <source>The credential of connection %1 is decrypted by none of your keys (%2), so it is not replaced unless you confirm that it is meant to be.</source>
        <translation>Das Zugangsdatum der Verbindung %1 wird von keinem Ihrer Schlüssel entschlüsselt (%2); es wird daher nur ersetzt, wenn Sie bestätigen, dass das gewollt ist.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="50"/>
        <source>The new credential could not be encrypted (OpenSSL failed): nothing is written.</source>
        <translation>Das neue Zugangsdatum konnte nicht verschlüsselt werden (OpenSSL ist fehlgeschlagen): Es wird nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="62"/>
        <source>Removes the password of connection %1 (the platform stores an empty credential).</source>
        <translation>Entfernt das Passwort der Verbindung %1 (die Plattform speichert ein leeres Zugangsdatum).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="63"/>
        <source>Encrypts the new credential of connection %1 with key 1 and stores it.</source>
        <translation>Verschlüsselt das neue Zugangsdatum der Verbindung %1 mit Schlüssel 1 und speichert es.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="64"/>
        <source>Recorded in the platform&apos;s audit log as connection.update, as its own edit of a connection.</source>
        <translation>Wird im Audit-Log der Plattform als connection.update festgehalten, wie ihre eigene Bearbeitung einer Verbindung.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/tabularia/UpdateCredential.cpp" line="72"/>
        <source>There is no credential to store.</source>
        <translation>Es gibt kein Zugangsdatum zu speichern.</translation>
    </message>
</context>
<context>
    <name>WorkspaceLimits</name>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="118"/>
        <source>off (LLM_RATE_PER_MINUTE is 0)</source>
        <translation>aus (LLM_RATE_PER_MINUTE ist 0)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="118"/>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="127"/>
        <source>off (0 in this workspace)</source>
        <translation>aus (0 in diesem Arbeitsbereich)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="120"/>
        <source>%1 requests a minute per person (LLM_RATE_PER_MINUTE)</source>
        <translation>%1 Anfragen pro Minute und Person (LLM_RATE_PER_MINUTE)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="121"/>
        <source>%1 requests a minute per person (this workspace&apos;s own)</source>
        <translation>%1 Anfragen pro Minute und Person (eigener Wert dieses Arbeitsbereichs)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="127"/>
        <source>off (LLM_DAILY_TOKEN_BUDGET is 0)</source>
        <translation>aus (LLM_DAILY_TOKEN_BUDGET ist 0)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="128"/>
        <source>%1 tokens a UTC day (LLM_DAILY_TOKEN_BUDGET)</source>
        <translation>%1 Tokens pro UTC-Tag (LLM_DAILY_TOKEN_BUDGET)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="129"/>
        <source>%1 tokens a UTC day (this workspace&apos;s own)</source>
        <translation>%1 Tokens pro UTC-Tag (eigener Wert dieses Arbeitsbereichs)</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="137"/>
        <source>%1 has no workspace limits (Holotable&apos;s migration 003 adds them).</source>
        <translation>%1 hat keine Arbeitsbereichslimits (Holotables Migration 003 fügt sie hinzu).</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="141"/>
        <source>“%1” is not a workspace id: letters, digits, “.”, “_” and “-”, starting with a letter or digit, at most 128 characters.</source>
        <translation>„%1“ ist keine Arbeitsbereichs-ID: Buchstaben, Ziffern, „.“, „_“ und „-“, beginnend mit Buchstabe oder Ziffer, höchstens 128 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="147"/>
        <source>Say which limit to set: the rate per minute, the daily token budget, or both.</source>
        <translation>Geben Sie an, welches Limit gesetzt wird: die Rate pro Minute, das tägliche Token-Budget oder beide.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="151"/>
        <source>A rate per minute is at most %1.</source>
        <translation>Eine Rate pro Minute ist höchstens %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="155"/>
        <source>A daily token budget is at most %1.</source>
        <translation>Ein tägliches Token-Budget ist höchstens %1.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="161"/>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="167"/>
        <source>Could not read the limits of workspace %1: %2</source>
        <translation>Die Limits des Arbeitsbereichs %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="179"/>
        <source>Workspace %1 already has these limits: nothing to write.</source>
        <translation>Arbeitsbereich %1 hat diese Limits bereits: nichts zu schreiben.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="190"/>
        <source>Workspace %1 has no row of its own yet: one is added, as the platform&apos;s save adds it.</source>
        <translation>Arbeitsbereich %1 hat noch keine eigene Zeile: Eine wird angelegt, wie das Speichern der Plattform sie anlegt.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="195"/>
        <source>Rate per minute: %1 → %2; in effect: %3.</source>
        <translation>Rate pro Minute: %1 → %2; wirksam: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="198"/>
        <source>Daily token budget: %1 → %2; in effect: %3.</source>
        <translation>Tägliches Token-Budget: %1 → %2; wirksam: %3.</translation>
    </message>
    <message>
        <location filename="../src/core/ops/holotable/WorkspaceLimits.cpp" line="234"/>
        <source>The limits of workspace %1 changed since they were read: nothing was written.</source>
        <translation>Die Limits des Arbeitsbereichs %1 haben sich seit dem Lesen geändert: nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="35"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="113"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="232"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="326"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="357"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="380"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="605"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="46"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="732"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="36"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="405"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="445"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="607"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="38"/>
        <source>User subject</source>
        <translation>Benutzer-Subject</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="41"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="350"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="518"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="544"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="716"/>
        <source>Created by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="41"/>
        <source>The identity subject of the author.</source>
        <translation>Das Identitäts-Subject des Autors.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="44"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="519"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="595"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="736"/>
        <source>Updated by</source>
        <translation>Geändert von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="44"/>
        <source>The identity subject of the last editor.</source>
        <translation>Das Identitäts-Subject der Person, die zuletzt geändert hat.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="47"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="48"/>
        <source>Created at</source>
        <translation>Erstellt am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="50"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="338"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="49"/>
        <source>Updated at</source>
        <translation>Geändert am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="54"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="585"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="94"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="109"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="329"/>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="95"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="148"/>
        <source>Dashboards</source>
        <translation>Dashboards</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="96"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="291"/>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="97"/>
        <source>Chat and generation</source>
        <translation>Chat und Generierung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="99"/>
        <source>Usage and limits</source>
        <translation>Nutzung und Limits</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="100"/>
        <source>Access and audit</source>
        <translation>Zugriff und Audit</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="101"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="640"/>
        <source>Preferences</source>
        <translation>Präferenzen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="109"/>
        <source>The registry: safe config, secret_ref, workspace_id, tombstoned_at.</source>
        <translation>Das Verzeichnis: unbedenkliche Konfiguration, secret_ref, workspace_id, tombstoned_at.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="111"/>
        <source>What the last introspection found, beside config; only the source refresh endpoint writes it.</source>
        <translation>Was die letzte Introspektion neben der Konfiguration gefunden hat; nur der Refresh-Endpunkt der Quelle schreibt es.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="114"/>
        <source>Chosen by the application: lower-case letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;, at most 128 characters.</source>
        <translation>Von der Anwendung gewählt: Kleinbuchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;, höchstens 128 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="116"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="297"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="582"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="183"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="253"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="280"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="310"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="434"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="477"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="116"/>
        <source>1 to 200 characters.</source>
        <translation>1 bis 200 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="117"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="270"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="295"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="371"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="441"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="852"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="118"/>
        <source>No CHECK: the platform&apos;s code knows the kinds (timescaledb, the default, clickhouse, prometheus).</source>
        <translation>Kein CHECK: Der Code der Plattform kennt die Arten (timescaledb als Standard, clickhouse, prometheus).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="119"/>
        <source>Config</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="120"/>
        <source>Safe config: host, port, database, schema, ssl and the table allowlist its author owns; never credentials.</source>
        <translation>Unbedenkliche Konfiguration: Host, Port, Datenbank, Schema, SSL und die Liste erlaubter Tabellen, die ihr Autor verwaltet; nie Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="122"/>
        <source>Secret reference</source>
        <translation>Geheimnisverweis</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="123"/>
        <source>Names the environment variable family the credentials are resolved from at execution time; optional since 018, the platform requires it for the kinds that authenticate.</source>
        <translation>Nennt die Familie von Umgebungsvariablen, aus der die Zugangsdaten bei der Ausführung aufgelöst werden; seit 018 optional, die Plattform verlangt ihn für die Arten, die sich authentifizieren.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="128"/>
        <source>Tombstoned at</source>
        <translation>Stillgelegt am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="129"/>
        <source>Referenced sources are tombstoned rather than deleted, so dashboards keep resolving to a marker.</source>
        <translation>Quellen, auf die verwiesen wird, werden stillgelegt statt gelöscht, damit Dashboards weiterhin auf eine Markierung auflösen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="130"/>
        <source>Catalog refreshed at</source>
        <translation>Katalog aktualisiert am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="131"/>
        <source>When the last introspection ran; empty blocks generation from this source.</source>
        <translation>Wann die letzte Introspektion lief; leer sperrt die Generierung aus dieser Quelle.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="132"/>
        <source>Catalog missing tables</source>
        <translation>Im Katalog fehlende Tabellen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="149"/>
        <source>Identity: workspace_id, title, created_by, current_version_id, deleted_at; deletion is a soft delete.</source>
        <translation>Identität: workspace_id, title, created_by, current_version_id, deleted_at; Löschen markiert nur als gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="151"/>
        <source>Workspace metadata about the dashboard, edited in place: it is not in the spec and takes no new version.</source>
        <translation>Metadaten des Arbeitsbereichs zum Dashboard, direkt bearbeitet: nicht Teil der Spezifikation, erzeugt keine neue Version.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="155"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="271"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="333"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="611"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="156"/>
        <source>A mirror of spec.title, written on every save: a rename appends a version.</source>
        <translation>Ein Spiegel von spec.title, bei jedem Speichern geschrieben: Umbenennen hängt eine Version an.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="158"/>
        <source>Current version</source>
        <translation>Aktuelle Version</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="159"/>
        <source>The version shown; checked at commit, because the versions point back at the dashboard.</source>
        <translation>Die angezeigte Version; erst beim Festschreiben geprüft, weil die Versionen auf das Dashboard zurückverweisen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="162"/>
        <source>Deleted at</source>
        <translation>Gelöscht am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="163"/>
        <source>Deletion is a soft delete: when the dashboard was deleted, empty while it is in use.</source>
        <translation>Löschen markiert nur als gelöscht: wann das Dashboard gelöscht wurde; leer, solange es in Gebrauch ist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="164"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="272"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="299"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="184"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="254"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="281"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="311"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="435"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="478"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="165"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="273"/>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="184"/>
        <source>Dashboard versions</source>
        <translation>Dashboard-Versionen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="185"/>
        <source>Append-only: dashboard_id, version, the entire validated spec, and an optional note.</source>
        <translation>Nur fortgeschrieben: dashboard_id, version, die vollständige validierte Spezifikation und eine optionale Notiz.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="188"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="214"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="234"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="331"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="381"/>
        <source>Dashboard</source>
        <translation>Dashboard</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="189"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="347"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="507"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="543"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="190"/>
        <source>A new version is written on every save, one more than the dashboard&apos;s last.</source>
        <translation>Bei jedem Speichern wird eine neue Version geschrieben, eins höher als die letzte des Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="191"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="418"/>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="191"/>
        <source>The entire validated spec; existing rows are never mutated.</source>
        <translation>Die vollständige validierte Spezifikation; bestehende Zeilen werden nie verändert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="194"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="348"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="195"/>
        <source>The author&apos;s own one line about what changed, displayed as-is.</source>
        <translation>Eine Zeile des Autors dazu, was sich geändert hat, unverändert angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="210"/>
        <source>Dashboard favourites</source>
        <translation>Dashboard-Favoriten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="211"/>
        <source>Favouriting is per person: keyed on the identity&apos;s subject, outside the dashboard.</source>
        <translation>Favoriten sind persönlich: nach dem Subject der Identität geschlüsselt, außerhalb des Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="213"/>
        <source>The identity&apos;s subject, taken from the validated session.</source>
        <translation>Das Subject der Identität, aus der validierten Sitzung übernommen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="215"/>
        <source>Deleted with the dashboard: a favourite of a deleted dashboard is a bookmark to nothing.</source>
        <translation>Wird mit dem Dashboard gelöscht: Ein Favorit eines gelöschten Dashboards ist ein Lesezeichen ins Nichts.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="229"/>
        <source>Dashboard shares</source>
        <translation>Dashboard-Freigaben</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="230"/>
        <source>Read-only share links to one dashboard; only the token&apos;s SHA-256 is stored.</source>
        <translation>Schreibgeschützte Freigabelinks auf ein Dashboard; gespeichert wird nur der SHA-256 des Tokens.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="233"/>
        <source>Set by the platform, because the signed token carries it.</source>
        <translation>Von der Plattform gesetzt, weil das signierte Token ihn enthält.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="235"/>
        <source>No foreign key on purpose: the shares of a deleted dashboard keep refusing.</source>
        <translation>Absichtlich ohne Fremdschlüssel: Die Freigaben eines gelöschten Dashboards werden weiterhin abgewiesen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="237"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="583"/>
        <source>Token hash</source>
        <translation>Token-Hash</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="238"/>
        <source>SHA-256 of the signed token; the token itself is never stored.</source>
        <translation>SHA-256 des signierten Tokens; das Token selbst wird nie gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="239"/>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="239"/>
        <source>At most 100 characters.</source>
        <translation>Höchstens 100 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="240"/>
        <source>Allowed origins</source>
        <translation>Erlaubte Origins</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="241"/>
        <source>The origins that may frame the share; empty means it cannot be framed.</source>
        <translation>Die Origins, die die Freigabe einbetten dürfen; leer heißt, sie kann nicht eingebettet werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="242"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="335"/>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="243"/>
        <source>A fixed {from, to} of time expressions; empty shows the dashboard&apos;s own.</source>
        <translation>Ein festes {from, to} aus Zeitausdrücken; leer zeigt den eigenen Zeitraum des Dashboards.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="246"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="564"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="588"/>
        <source>Expires at</source>
        <translation>Läuft ab am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="247"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="589"/>
        <source>Revoked at</source>
        <translation>Widerrufen am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="247"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="589"/>
        <source>Revoking sets it; the row stays.</source>
        <translation>Beim Widerrufen gesetzt; die Zeile bleibt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="248"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="590"/>
        <source>Last used at</source>
        <translation>Zuletzt verwendet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="248"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="590"/>
        <source>Touched at most once a minute.</source>
        <translation>Höchstens einmal pro Minute aktualisiert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="261"/>
        <source>Annotations</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="262"/>
        <source>Deploys, incidents and notes drawn on every time-series panel of a workspace.</source>
        <translation>Deployments, Störungen und Notizen, die auf jedem Zeitreihen-Panel eines Arbeitsbereichs eingezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="267"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="606"/>
        <source>At</source>
        <translation>Zeitpunkt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="268"/>
        <source>Ended at</source>
        <translation>Endet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="269"/>
        <source>Empty for a moment; otherwise not before the start.</source>
        <translation>Leer für einen Zeitpunkt; sonst nicht vor dem Beginn.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="271"/>
        <source>1 to 200 characters, trimmed.</source>
        <translation>1 bis 200 Zeichen, ohne Leerraum am Anfang und Ende.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="272"/>
        <source>At most 2000 characters.</source>
        <translation>Höchstens 2000 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="274"/>
        <source>At most 10, each 1 to 32 characters of %1.</source>
        <translation>Höchstens 10, je 1 bis 32 Zeichen aus %1.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="277"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="412"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="431"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="278"/>
        <source>Who wrote it, 1 to 64 characters of %1: manual when written from the dashboard.</source>
        <translation>Wer sie geschrieben hat, 1 bis 64 Zeichen aus %1: manual, wenn sie im Dashboard geschrieben wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="291"/>
        <source>A reusable spec: a panel or a dashboard.</source>
        <translation>Eine wiederverwendbare Spezifikation: ein Panel oder ein Dashboard.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="296"/>
        <source>Equals the body&apos;s kind, so templates can be filtered on it.</source>
        <translation>Gleich der Art des Inhalts, damit sich Vorlagen danach filtern lassen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="298"/>
        <source>Unique with workspace and kind: two rows that read identically in a picker are a bug.</source>
        <translation>Eindeutig mit Arbeitsbereich und Art: Zwei Zeilen, die in einer Auswahl gleich aussehen, sind ein Fehler.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="300"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="730"/>
        <source>Body</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="300"/>
        <source>The IR: a panel or a dashboard, tagged with which one.</source>
        <translation>Die IR: ein Panel oder ein Dashboard, mit der Angabe, welches von beiden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="307"/>
        <source>A template&apos;s kind must match the kind its body declares: a body whose &quot;kind&quot; is &quot;panel&quot; belongs to a template of kind panel, a dashboard body to kind dashboard.</source>
        <translation>Die Art einer Vorlage muss der Art entsprechen, die ihr Inhalt angibt: Ein Inhalt mit &quot;kind&quot; &quot;panel&quot; gehört zu einer Vorlage der Art panel, ein Dashboard-Inhalt zur Art dashboard.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="323"/>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="324"/>
        <source>One person&apos;s chat with a few sources of a workspace, or with one dashboard; swept by retention.</source>
        <translation>Der Chat einer Person mit einigen Quellen eines Arbeitsbereichs oder mit einem Dashboard; nach Aufbewahrungsfrist bereinigt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="326"/>
        <source>Supplied by the application; there is no default.</source>
        <translation>Von der Anwendung geliefert; es gibt keinen Standardwert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="327"/>
        <source>Every read and write is keyed on it: a conversation is personal.</source>
        <translation>Jeder Lese- und Schreibzugriff ist darauf geschlüsselt: Eine Unterhaltung ist persönlich.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="330"/>
        <source>Re-authorized on every turn; empty for a dashboard&apos;s chat, whose sources come from its spec.</source>
        <translation>Bei jeder Runde neu autorisiert; leer beim Chat eines Dashboards, dessen Quellen aus seiner Spezifikation kommen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="332"/>
        <source>Set for a dashboard&apos;s chat, at most one per person per dashboard; emptied when it is deleted.</source>
        <translation>Gesetzt beim Chat eines Dashboards, höchstens einer pro Person und Dashboard; geleert, wenn es gelöscht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="334"/>
        <source>Empty at first, then the first question, at most 80 characters.</source>
        <translation>Anfangs leer, dann die erste Frage, höchstens 80 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="336"/>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="338"/>
        <source>Touched on every message.</source>
        <translation>Bei jeder Nachricht aktualisiert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="353"/>
        <source>Conversation messages</source>
        <translation>Unterhaltungsnachrichten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="354"/>
        <source>One AI SDK message per row of a conversation; swept by count and retention.</source>
        <translation>Eine AI-SDK-Nachricht pro Zeile einer Unterhaltung; nach Anzahl und Aufbewahrungsfrist bereinigt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="356"/>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="358"/>
        <source>The SDK&apos;s own id, unique per conversation: a re-sent message updates its row.</source>
        <translation>Die eigene ID des SDK, eindeutig je Unterhaltung: Eine erneut gesendete Nachricht aktualisiert ihre Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="360"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="384"/>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="361"/>
        <source>The whole message, reduced first: a drawn panel keeps its spec and a few sample rows.</source>
        <translation>Die ganze Nachricht, zuvor verkleinert: Ein gezeichnetes Panel behält seine Spezifikation und einige Beispielzeilen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="363"/>
        <source>Sequence</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="363"/>
        <source>The order things were said in.</source>
        <translation>Die Reihenfolge, in der gesprochen wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="376"/>
        <source>Chat messages</source>
        <translation>Chat-Nachrichten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="377"/>
        <source>One dashboard-chat message, per person, keyed on (dashboard_id, user_sub, id); copied into conversations and dropped at 021.</source>
        <translation>Eine Nachricht eines Dashboard-Chats pro Person, geschlüsselt auf (dashboard_id, user_sub, id); in die Unterhaltungen kopiert und mit 021 entfernt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="380"/>
        <source>The SDK&apos;s own id, unique per conversation.</source>
        <translation>Die eigene ID des SDK, eindeutig je Unterhaltung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="385"/>
        <source>The whole message, deliberately opaque; read back as untrusted.</source>
        <translation>Die ganze Nachricht, bewusst undurchsichtig; beim Zurücklesen als nicht vertrauenswürdig behandelt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="401"/>
        <source>Generation log</source>
        <translation>Generierungsprotokoll</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="402"/>
        <source>One row per model generation: what was asked, and what came back.</source>
        <translation>Eine Zeile pro Modellgenerierung: was gefragt wurde und was zurückkam.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="406"/>
        <source>Derived from the trusted source record, never from a request.</source>
        <translation>Aus dem vertrauenswürdigen Quelldatensatz abgeleitet, nie aus einer Anfrage.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="409"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="411"/>
        <source>The chat mode was added by 019.</source>
        <translation>Der Chat-Modus kam mit 019 hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="413"/>
        <source>No foreign key: a log entry outliving the source it names is the normal case.</source>
        <translation>Kein Fremdschlüssel: Dass ein Protokolleintrag die genannte Quelle überdauert, ist der Normalfall.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="414"/>
        <source>Prompt (redacted)</source>
        <translation>Prompt (geschwärzt)</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="415"/>
        <source>Stored redacted, because people paste connection strings into free text.</source>
        <translation>Geschwärzt gespeichert, weil Leute Verbindungszeichenfolgen in Freitext einfügen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="416"/>
        <source>Catalog hash</source>
        <translation>Katalog-Hash</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="417"/>
        <source>The catalog as a hash, not as text: it answers whether this was the same catalog.</source>
        <translation>Der Katalog als Hash, nicht als Text: Er beantwortet, ob es derselbe Katalog war.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="419"/>
        <source>A validated IR spec: opaque source ids and no connection detail; empty when the generation failed.</source>
        <translation>Eine validierte IR-Spezifikation: undurchsichtige Quell-IDs und keine Verbindungsdetails; leer, wenn die Generierung fehlschlug.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="420"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="472"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="592"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="612"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="633"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="660"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="854"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="421"/>
        <source>Attempts</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="422"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="473"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="634"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="661"/>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="423"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="474"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="635"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="662"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="424"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="365"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="424"/>
        <source>Redacted like the prompt.</source>
        <translation>Geschwärzt wie der Prompt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="425"/>
        <source>Model configuration</source>
        <translation>Modellkonfiguration</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="426"/>
        <source>Which configuration the model came from; empty on rows from before 017.</source>
        <translation>Aus welcher Konfiguration das Modell kam; leer bei Zeilen aus der Zeit vor 017.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="441"/>
        <source>Workspace prompts</source>
        <translation>Arbeitsbereich-Prompts</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="442"/>
        <source>A workspace&apos;s glossary, metric definitions and example panels, added to every generation in it.</source>
        <translation>Glossar, Metrikdefinitionen und Beispiel-Panels eines Arbeitsbereichs, die jeder Generierung darin beigefügt werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="446"/>
        <source>One row per workspace; without one, generation uses the base prompt.</source>
        <translation>Eine Zeile pro Arbeitsbereich; ohne sie verwendet die Generierung den Basis-Prompt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="447"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="448"/>
        <source>Metric definitions</source>
        <translation>Metrikdefinitionen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="448"/>
        <source>A JSON array.</source>
        <translation>Ein JSON-Array.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="449"/>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="450"/>
        <source>A JSON array of example panels, each checked against a source of the workspace before it was saved.</source>
        <translation>Ein JSON-Array von Beispiel-Panels, jedes vor dem Speichern gegen eine Quelle des Arbeitsbereichs geprüft.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="466"/>
        <source>LLM usage</source>
        <translation>LLM-Nutzung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="466"/>
        <source>Token counters per (workspace_id, day, route, model).</source>
        <translation>Token-Zähler je (workspace_id, day, route, model).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="467"/>
        <source>Each finished model call adds to its row.</source>
        <translation>Jeder abgeschlossene Modellaufruf zählt zu seiner Zeile hinzu.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="470"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="470"/>
        <source>The UTC day.</source>
        <translation>Der Tag in UTC.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="471"/>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="475"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="636"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="489"/>
        <source>Workspace limits</source>
        <translation>Arbeitsbereich-Limits</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="490"/>
        <source>Optional per-workspace overrides of LLM_RATE_PER_MINUTE and LLM_DAILY_TOKEN_BUDGET.</source>
        <translation>Optionale Überschreibungen von LLM_RATE_PER_MINUTE und LLM_DAILY_TOKEN_BUDGET je Arbeitsbereich.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="493"/>
        <source>Rate per minute</source>
        <translation>Rate pro Minute</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="494"/>
        <source>Overrides LLM_RATE_PER_MINUTE: empty inherits the environment, 0 disables the limit.</source>
        <translation>Überschreibt LLM_RATE_PER_MINUTE: leer übernimmt die Umgebung, 0 schaltet das Limit ab.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="495"/>
        <source>Daily token budget</source>
        <translation>Tägliches Token-Budget</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="496"/>
        <source>Overrides LLM_DAILY_TOKEN_BUDGET: empty inherits the environment, 0 disables the limit.</source>
        <translation>Überschreibt LLM_DAILY_TOKEN_BUDGET: leer übernimmt die Umgebung, 0 schaltet das Limit ab.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="508"/>
        <source>Workspace model configuration</source>
        <translation>Modellkonfiguration des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="509"/>
        <source>A workspace&apos;s model configuration, and whether its members may use personal keys.</source>
        <translation>Die Modellkonfiguration eines Arbeitsbereichs und ob seine Mitglieder persönliche Schlüssel verwenden dürfen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="512"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="536"/>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="513"/>
        <source>No CHECK: a new provider is a code change. Empty with settings: the environment&apos;s model is used.</source>
        <translation>Kein CHECK: Ein neuer Anbieter ist eine Codeänderung. Leer mit Einstellungen: Das Modell der Umgebung wird verwendet.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="514"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="537"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="514"/>
        <source>A JSON object, set together with the provider.</source>
        <translation>Ein JSON-Objekt, zusammen mit dem Anbieter gesetzt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="515"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="538"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="516"/>
        <source>Sealed with a key derived from SESSION_SECRET; no route returns it. Needs a provider.</source>
        <translation>Versiegelt mit einem aus SESSION_SECRET abgeleiteten Schlüssel; keine Route gibt ihn zurück. Erfordert einen Anbieter.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="517"/>
        <source>Allow personal keys</source>
        <translation>Persönliche Schlüssel erlauben</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="518"/>
        <source>Whether members may use their own model configuration here.</source>
        <translation>Ob Mitglieder hier ihre eigene Modellkonfiguration verwenden dürfen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="532"/>
        <source>Personal model configuration</source>
        <translation>Persönliche Modellkonfiguration</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="533"/>
        <source>One person&apos;s own model configuration, used only where the workspace allows it.</source>
        <translation>Die eigene Modellkonfiguration einer Person, nur verwendet, wo der Arbeitsbereich es erlaubt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="535"/>
        <source>The realm subject: one row per person.</source>
        <translation>Das Realm-Subject: eine Zeile pro Person.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="536"/>
        <source>No CHECK: a new provider is a code change.</source>
        <translation>Kein CHECK: Ein neuer Anbieter ist eine Codeänderung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="537"/>
        <source>A JSON object.</source>
        <translation>Ein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="538"/>
        <source>Sealed with a key derived from SESSION_SECRET.</source>
        <translation>Versiegelt mit einem aus SESSION_SECRET abgeleiteten Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="553"/>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="554"/>
        <source>Renewable sign-in sessions: hashed session id, sealed refresh token, realm session.</source>
        <translation>Erneuerbare Anmeldesitzungen: gehashte Sitzungs-ID, versiegeltes Refresh-Token, Realm-Sitzung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="556"/>
        <source>Session id hash</source>
        <translation>Hash der Sitzungs-ID</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="556"/>
        <source>SHA-256 of the browser&apos;s opaque session id.</source>
        <translation>SHA-256 der undurchsichtigen Sitzungs-ID des Browsers.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="557"/>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="638"/>
        <source>Subject</source>
        <translation>Subject</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="558"/>
        <source>Realm session id</source>
        <translation>Realm-Sitzungs-ID</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="559"/>
        <source>The realm&apos;s own session, for back-channel logout.</source>
        <translation>Die eigene Sitzung des Realms, für die Back-Channel-Abmeldung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="560"/>
        <source>Refresh token</source>
        <translation>Refresh-Token</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="561"/>
        <source>AES-256-GCM ciphertext under a key derived from SESSION_SECRET.</source>
        <translation>AES-256-GCM-Chiffretext unter einem aus SESSION_SECRET abgeleiteten Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="563"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="445"/>
        <source>Refreshed at</source>
        <translation>Erneuert am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="577"/>
        <source>API tokens</source>
        <translation>API-Tokens</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="578"/>
        <source>Service-account tokens: one workspace at one role; only the SHA-256 is stored.</source>
        <translation>Tokens für Dienstkonten: ein Arbeitsbereich mit einer Rolle; gespeichert wird nur der SHA-256.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="582"/>
        <source>1 to 100 characters.</source>
        <translation>1 bis 100 Zeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="584"/>
        <source>SHA-256 of the token, whose plaintext is shown once, at creation.</source>
        <translation>SHA-256 des Tokens, dessen Klartext einmal angezeigt wird, bei der Erstellung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="602"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="680"/>
        <source>Audit log</source>
        <translation>Audit-Protokoll</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="603"/>
        <source>Who did what, in which workspace, and how it went, refusals included.</source>
        <translation>Wer was in welchem Arbeitsbereich getan hat und wie es ausging, Ablehnungen eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="605"/>
        <source>Insertion order.</source>
        <translation>Einfügereihenfolge.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="608"/>
        <source>The workspace the action was authorized in; empty for sign-in and sign-out.</source>
        <translation>Der Arbeitsbereich, in dem die Aktion autorisiert wurde; leer bei An- und Abmeldung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="609"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="687"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="610"/>
        <source>The verified identity&apos;s subject, or the one named by the realm&apos;s logout token.</source>
        <translation>Das Subject der verifizierten Identität oder das im Logout-Token des Realms genannte.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="611"/>
        <source>Actor kind</source>
        <translation>Akteursart</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="611"/>
        <source>realm for a back-channel logout.</source>
        <translation>realm bei einer Back-Channel-Abmeldung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="612"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="691"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="613"/>
        <source>No CHECK on purpose: the platform&apos;s code names the actions (dashboard.create, auth.login, …).</source>
        <translation>Absichtlich kein CHECK: Der Code der Plattform benennt die Aktionen (dashboard.create, auth.login, …).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="614"/>
        <source>Resource type</source>
        <translation>Ressourcentyp</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="616"/>
        <source>No CHECK: these are the values the platform&apos;s code writes.</source>
        <translation>Kein CHECK: Dies sind die Werte, die der Code der Plattform schreibt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="617"/>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="617"/>
        <source>Redacted and cut to 200 characters.</source>
        <translation>Geschwärzt und auf 200 Zeichen gekürzt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="618"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="568"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="692"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="619"/>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="620"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="683"/>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="620"/>
        <source>Redacted before it is written.</source>
        <translation>Vor dem Schreiben geschwärzt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="635"/>
        <source>User preferences</source>
        <translation>Benutzerpräferenzen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="636"/>
        <source>One row per subject: the choices that follow a person between devices.</source>
        <translation>Eine Zeile pro Subject: die Entscheidungen, die einer Person zwischen Geräten folgen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="639"/>
        <source>Keyed by subject alone: a preference is personal, not workspace-scoped.</source>
        <translation>Allein nach Subject geschlüsselt: Eine Präferenz ist persönlich, nicht an einen Arbeitsbereich gebunden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/HolotableCatalog.cpp" line="641"/>
        <source>Time zone, clock, start page and dashboard list defaults, validated field by field on read.</source>
        <translation>Zeitzone, Uhrformat, Startseite und Standardwerte der Dashboard-Liste, beim Lesen Feld für Feld validiert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="52"/>
        <source>Emptied when the user is deleted.</source>
        <translation>Wird geleert, wenn der Benutzer gelöscht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="58"/>
        <source>Not emptied when the user is deleted, so a user it names cannot be deleted.</source>
        <translation>Wird nicht geleert, wenn der Benutzer gelöscht wird; ein hier genannter Benutzer kann daher nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="61"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="226"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="62"/>
        <source>Required; a project that still holds rows cannot be deleted.</source>
        <translation>Erforderlich; ein Projekt, das noch Zeilen enthält, kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="67"/>
        <source>Values the platform&apos;s code uses; the database does not check them.</source>
        <translation>Werte, die der Code der Plattform verwendet; die Datenbank prüft sie nicht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="76"/>
        <source>A plain integer without a foreign key, like every reference of the contract tables.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel, wie jeder Verweis der Vertragstabellen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="128"/>
        <source>Access control</source>
        <translation>Zugriffskontrolle</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="129"/>
        <source>Catalog and execution</source>
        <translation>Katalog und Ausführung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="131"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="499"/>
        <source>Data contracts</source>
        <translation>Datenverträge</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="132"/>
        <source>AI assistant</source>
        <translation>KI-Assistent</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="133"/>
        <source>Administration</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="145"/>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="145"/>
        <source>Local or SSO identity, unique on (issuer, subject).</source>
        <translation>Lokale oder SSO-Identität, eindeutig über (issuer, subject).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="146"/>
        <source>Issuer and subject are the SSO identity anchor: both set, or both empty for a local account.</source>
        <translation>Aussteller und Subject sind der SSO-Identitätsanker: beide gesetzt oder beide leer bei einem lokalen Konto.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="148"/>
        <source>Updated, at most every so often, on authenticated requests.</source>
        <translation>Bei authentifizierten Anfragen aktualisiert, höchstens in gewissen Abständen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="151"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="369"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="766"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="786"/>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="151"/>
        <source>One account per address.</source>
        <translation>Ein Konto pro Adresse.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="152"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="787"/>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="153"/>
        <source>Password hash</source>
        <translation>Passwort-Hash</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="154"/>
        <source>A bcrypt hash; empty for an account that signs in only through SSO.</source>
        <translation>Ein bcrypt-Hash; leer bei einem Konto, das sich nur über SSO anmeldet.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="155"/>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="156"/>
        <source>Superuser</source>
        <translation>Superuser</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="157"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="186"/>
        <source>Observer</source>
        <translation>Beobachter</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="158"/>
        <source>The audit log keeps no IP address or user agent for an observer-only actor.</source>
        <translation>Das Audit-Protokoll speichert für einen reinen Beobachter weder IP-Adresse noch User-Agent.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="160"/>
        <source>Last seen at</source>
        <translation>Zuletzt gesehen am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="161"/>
        <source>Last seen IP</source>
        <translation>Zuletzt gesehene IP</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="162"/>
        <source>OIDC issuer</source>
        <translation>OIDC-Aussteller</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="163"/>
        <source>OIDC subject</source>
        <translation>OIDC-Subject</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="180"/>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="180"/>
        <source>IdP groups, by name.</source>
        <translation>IdP-Gruppen, nach Name.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="183"/>
        <source>Unique, because SSO reconciles IdP groups by name, not by id.</source>
        <translation>Eindeutig, weil SSO IdP-Gruppen nach Name abgleicht, nicht nach ID.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="185"/>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="185"/>
        <source>The group&apos;s members are administrators.</source>
        <translation>Die Mitglieder der Gruppe sind Administratoren.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="186"/>
        <source>The group&apos;s members are observers.</source>
        <translation>Die Mitglieder der Gruppe sind Beobachter.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="191"/>
        <source>Single sign-on matches groups by name, not by id. After renaming &quot;%1&quot; to &quot;%2&quot;, members who sign in through the identity provider are no longer matched to this group unless the provider&apos;s group is renamed too; the next sign-in may create a new group named &quot;%1&quot; or drop their membership.</source>
        <translation>Single Sign-on ordnet Gruppen nach Name zu, nicht nach ID. Nach dem Umbenennen von „%1“ in „%2“ werden Mitglieder, die sich über den Identitätsanbieter anmelden, dieser Gruppe nicht mehr zugeordnet, sofern die Gruppe beim Anbieter nicht ebenfalls umbenannt wird; die nächste Anmeldung legt womöglich eine neue Gruppe „%1“ an oder entfernt ihre Mitgliedschaft.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="204"/>
        <source>Group memberships</source>
        <translation>Gruppenmitgliedschaften</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="205"/>
        <source>Membership join: a pure join table keyed on (user_id, group_id).</source>
        <translation>Mitgliedschaftszuordnung: eine reine Verknüpfungstabelle mit dem Schlüssel (user_id, group_id).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="207"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="228"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="609"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="656"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="785"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="208"/>
        <source>With the group, the primary key, so a membership cannot be duplicated. Deleted with the user.</source>
        <translation>Mit der Gruppe der Primärschlüssel, daher kann eine Mitgliedschaft nicht doppelt vorkommen. Wird mit dem Benutzer gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="209"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="229"/>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="210"/>
        <source>With the user, the primary key, so a membership cannot be duplicated.</source>
        <translation>Mit dem Benutzer der Primärschlüssel, daher kann eine Mitgliedschaft nicht doppelt vorkommen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="221"/>
        <source>Permissions</source>
        <translation>Berechtigungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="222"/>
        <source>One capability on one project, granted to either a user or a group.</source>
        <translation>Eine Befugnis auf einem Projekt, entweder einem Benutzer oder einer Gruppe gewährt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="223"/>
        <source>Exactly one of user and group is filled: the grantee of the capability.</source>
        <translation>Genau eines von Benutzer und Gruppe ist gefüllt: der Empfänger der Befugnis.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="227"/>
        <source>The grant holds on this project and on every project below it.</source>
        <translation>Die Berechtigung gilt für dieses Projekt und für jedes Projekt darunter.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="230"/>
        <source>Capability</source>
        <translation>Befugnis</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="231"/>
        <source>View, run, edit and manage grow in that order and manage implies every other; connect stands apart.</source>
        <translation>view, run, edit und manage bauen in dieser Reihenfolge aufeinander auf, und manage umfasst alle anderen; connect steht für sich.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="250"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="250"/>
        <source>RBAC scope, self-nesting: projects nest through parent_id.</source>
        <translation>RBAC-Bereich, selbstverschachtelnd: Projekte verschachteln sich über parent_id.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="255"/>
        <source>Parent project</source>
        <translation>Übergeordnetes Projekt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="256"/>
        <source>Projects nest through this self-reference; a project with sub-projects cannot be deleted.</source>
        <translation>Projekte verschachteln sich über diesen Selbstverweis; ein Projekt mit Unterprojekten kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="257"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="283"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="313"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="437"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="480"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="832"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="272"/>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="272"/>
        <source>Credentials, Fernet; unique on (project_id, name).</source>
        <translation>Zugangsdaten, Fernet; eindeutig über (project_id, name).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="274"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="275"/>
        <source>A Fernet token, or empty when there is no password; for S3, the secret access key. Never stored in plain text.</source>
        <translation>Ein Fernet-Token oder leer, wenn es kein Passwort gibt; bei S3 der geheime Zugriffsschlüssel. Nie im Klartext gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="277"/>
        <source>Extra settings</source>
        <translation>Zusätzliche Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="278"/>
        <source>SMTP sender, TLS mode and allowed domains, as JSON text.</source>
        <translation>SMTP-Absender, TLS-Modus und erlaubte Domains, als JSON-Text.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="280"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="434"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="477"/>
        <source>Unique inside the project.</source>
        <translation>Eindeutig innerhalb des Projekts.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="284"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="286"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="286"/>
        <source>For S3, the endpoint.</source>
        <translation>Bei S3 der Endpunkt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="287"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="288"/>
        <source>Username</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="288"/>
        <source>For S3, the access key id.</source>
        <translation>Bei S3 die Access-Key-ID.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="289"/>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="289"/>
        <source>For S3, the default bucket.</source>
        <translation>Bei S3 der Standard-Bucket.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="290"/>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="290"/>
        <source>For S3, the region.</source>
        <translation>Bei S3 die Region.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="306"/>
        <source>Flows</source>
        <translation>Flows</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="306"/>
        <source>Definition + schedule, with its engine and notify connection.</source>
        <translation>Definition + Zeitplan, mit Engine und Benachrichtigungsverbindung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="308"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="344"/>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="308"/>
        <source>The saved DAG, as JSON text.</source>
        <translation>Der gespeicherte DAG, als JSON-Text.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="314"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="379"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="613"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="749"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="315"/>
        <source>Production engine</source>
        <translation>Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="316"/>
        <source>Run schedule</source>
        <translation>Zeitplan für Läufe</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="317"/>
        <source>interval:&lt;minutes&gt; or daily:&lt;HH&gt;:&lt;MM&gt;; empty when the flow is not scheduled.</source>
        <translation>interval:&lt;Minuten&gt; oder daily:&lt;HH&gt;:&lt;MM&gt;; leer, wenn der Flow nicht geplant ist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="318"/>
        <source>Run scheduled by</source>
        <translation>Läufe geplant von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="319"/>
        <source>The scheduling actor: the user the flow&apos;s scheduled runs are launched for. Not emptied when the user is deleted, so that user cannot be deleted.</source>
        <translation>Der planende Akteur: der Benutzer, für den die geplanten Läufe des Flows gestartet werden. Wird nicht geleert, wenn der Benutzer gelöscht wird; dieser Benutzer kann daher nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="321"/>
        <source>Next run at</source>
        <translation>Nächster Lauf am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="322"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="516"/>
        <source>Notify emails</source>
        <translation>Benachrichtigungs-E-Mails</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="323"/>
        <source>The addresses that receive the failure notice.</source>
        <translation>Die Adressen, die die Fehlerbenachrichtigung erhalten.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="324"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="517"/>
        <source>Notify connection</source>
        <translation>Benachrichtigungsverbindung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="325"/>
        <source>The connection failure notices are sent through.</source>
        <translation>Die Verbindung, über die Fehlerbenachrichtigungen gesendet werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="342"/>
        <source>Flow versions</source>
        <translation>Flow-Versionen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="342"/>
        <source>Immutable definition history, unique on (flow_id, version).</source>
        <translation>Unveränderliche Definitionshistorie, eindeutig über (flow_id, version).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="344"/>
        <source>Immutable: a version is never changed.</source>
        <translation>Unveränderlich: Eine Version wird nie geändert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="346"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="373"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="442"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="783"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="849"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="347"/>
        <source>Unique per flow.</source>
        <translation>Eindeutig pro Flow.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="348"/>
        <source>A short note, such as &quot;baseline&quot;.</source>
        <translation>Eine kurze Notiz, etwa „baseline“.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="363"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="363"/>
        <source>One execution; also the orchestration queue.</source>
        <translation>Eine Ausführung; zugleich die Orchestrierungswarteschlange.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="366"/>
        <source>Error detail</source>
        <translation>Fehlerdetails</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="366"/>
        <source>The traceback of a failure.</source>
        <translation>Der Traceback eines Fehlschlags.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="367"/>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="368"/>
        <source>Mirror</source>
        <translation>Spiegel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="372"/>
        <source>Orchestration rows are the queue.</source>
        <translation>Orchestrierungszeilen sind die Warteschlange.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="374"/>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="374"/>
        <source>Empty while an orchestration waits in the queue.</source>
        <translation>Leer, solange eine Orchestrierung in der Warteschlange wartet.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="375"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="509"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="376"/>
        <source>A PENDING orchestration waits in the queue until one orchestrator claims it.</source>
        <translation>Eine PENDING-Orchestrierung wartet in der Warteschlange, bis ein Orchestrator sie beansprucht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="377"/>
        <source>Launched by</source>
        <translation>Gestartet von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="378"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="565"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="380"/>
        <source>Parent run</source>
        <translation>Übergeordneter Lauf</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="381"/>
        <source>A self-reference: a parent run fans out into child runs.</source>
        <translation>Ein Selbstverweis: Ein übergeordneter Lauf verzweigt sich in untergeordnete Läufe.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="382"/>
        <source>Input key</source>
        <translation>Eingabeschlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="383"/>
        <source>Output bucket</source>
        <translation>Ausgabe-Bucket</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="384"/>
        <source>Output key</source>
        <translation>Ausgabeschlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="385"/>
        <source>Rows written</source>
        <translation>Geschriebene Zeilen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="386"/>
        <source>Publish name</source>
        <translation>Veröffentlichungsname</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="387"/>
        <source>Publish project</source>
        <translation>Veröffentlichungsprojekt</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="388"/>
        <source>The publish target: the project the run&apos;s output is published to.</source>
        <translation>Das Veröffentlichungsziel: das Projekt, in dem die Ausgabe des Laufs veröffentlicht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="389"/>
        <source>Publish description</source>
        <translation>Veröffentlichungsbeschreibung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="390"/>
        <source>Publish overwrite</source>
        <translation>Beim Veröffentlichen überschreiben</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="391"/>
        <source>Publish sort keys</source>
        <translation>Sortierschlüssel der Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="392"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="481"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="505"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="541"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="562"/>
        <source>Datasource</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="393"/>
        <source>Points at the datasource, whose snapshot_run_id points back without a foreign key.</source>
        <translation>Verweist auf die Datenquelle, deren snapshot_run_id ohne Fremdschlüssel zurückverweist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="394"/>
        <source>Engine mode</source>
        <translation>Engine-Modus</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="395"/>
        <source>Claimed by</source>
        <translation>Beansprucht von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="396"/>
        <source>The orchestrator that claimed the PENDING row with a conditional update; new on every start.</source>
        <translation>Der Orchestrator, der die PENDING-Zeile mit einem bedingten Update beansprucht hat; bei jedem Start neu.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="397"/>
        <source>Heartbeat at</source>
        <translation>Heartbeat am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="398"/>
        <source>Keeps the orchestrator&apos;s claim alive; a started run whose heartbeat stops is closed as interrupted.</source>
        <translation>Hält die Beanspruchung des Orchestrators aufrecht; ein gestarteter Lauf, dessen Heartbeat ausbleibt, wird als unterbrochen abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="399"/>
        <source>Started at</source>
        <translation>Gestartet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="400"/>
        <source>Includes queue time: set when the run is queued.</source>
        <translation>Schließt die Wartezeit ein: gesetzt, wenn der Lauf eingereiht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="401"/>
        <source>Engine started at</source>
        <translation>Engine gestartet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="402"/>
        <source>When the engine actually began; drives the staleness clock.</source>
        <translation>Wann die Engine tatsächlich begann; danach bemisst sich, wann ein Lauf als verwaist gilt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="403"/>
        <source>Finished at</source>
        <translation>Beendet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="423"/>
        <source>Datasources</source>
        <translation>Datenquellen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="423"/>
        <source>Published parquet, with the snapshot_run_id guard.</source>
        <translation>Veröffentlichtes Parquet, mit dem Schutz über snapshot_run_id.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="424"/>
        <source>A datasource comes from a flow, from a database connection, or from neither.</source>
        <translation>Eine Datenquelle stammt aus einem Flow, aus einer Datenbankverbindung oder aus keinem von beiden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="425"/>
        <source>interval:&lt;minutes&gt; or daily:&lt;HH&gt;:&lt;MM&gt;; empty when the datasource is not refreshed on a schedule.</source>
        <translation>interval:&lt;Minuten&gt; oder daily:&lt;HH&gt;:&lt;MM&gt;; leer, wenn die Datenquelle nicht planmäßig aktualisiert wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="428"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="428"/>
        <source>The published snapshot&apos;s columns, as JSON text.</source>
        <translation>Die Spalten des veröffentlichten Snapshots, als JSON-Text.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="429"/>
        <source>Sort keys</source>
        <translation>Sortierschlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="430"/>
        <source>Column descriptions</source>
        <translation>Spaltenbeschreibungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="432"/>
        <source>The table or the SQL query a database datasource reads, as the source type says.</source>
        <translation>Die Tabelle oder SQL-Abfrage, die eine Datenbank-Datenquelle liest, je nach Quelltyp.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="438"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="807"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="828"/>
        <source>Bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="438"/>
        <source>Where the published parquet lives, with the key.</source>
        <translation>Wo das veröffentlichte Parquet liegt, zusammen mit dem Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="439"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="808"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="853"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="872"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="439"/>
        <source>Where the published parquet lives, with the bucket.</source>
        <translation>Wo das veröffentlichte Parquet liegt, zusammen mit dem Bucket.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="440"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="572"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="443"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="444"/>
        <source>Source type</source>
        <translation>Quelltyp</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="446"/>
        <source>Refresh schedule</source>
        <translation>Aktualisierungsplan</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="447"/>
        <source>Refresh scheduled by</source>
        <translation>Aktualisierung geplant von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="448"/>
        <source>The scheduling actor: the user the scheduled refreshes run for. Not emptied when the user is deleted, so that user cannot be deleted.</source>
        <translation>Der planende Akteur: der Benutzer, für den die geplanten Aktualisierungen laufen. Wird nicht geleert, wenn der Benutzer gelöscht wird; dieser Benutzer kann daher nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="450"/>
        <source>Next refresh at</source>
        <translation>Nächste Aktualisierung am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="451"/>
        <source>Snapshot run</source>
        <translation>Snapshot-Lauf</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="452"/>
        <source>A plain integer with no foreign key, because runs.datasource_id points back here.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel, weil runs.datasource_id hierher zurückverweist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="473"/>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="473"/>
        <source>A Viewer configuration, unique on (project_id, name).</source>
        <translation>Eine Viewer-Konfiguration, eindeutig über (project_id, name).</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="475"/>
        <source>Specification</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="475"/>
        <source>The Viewer configuration, as JSON text.</source>
        <translation>Die Viewer-Konfiguration, als JSON-Text.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="481"/>
        <source>The datasource the view shows.</source>
        <translation>Die Datenquelle, die die Ansicht zeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="500"/>
        <source>One per datasource: the state behind the icon; no foreign keys by design.</source>
        <translation>Eine pro Datenquelle: der Zustand hinter dem Symbol; bewusst ohne Fremdschlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="502"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="539"/>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="502"/>
        <source>The current contract document.</source>
        <translation>Das aktuelle Vertragsdokument.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="503"/>
        <source>Last report</source>
        <translation>Letzter Bericht</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="503"/>
        <source>The report of the latest evaluation.</source>
        <translation>Der Bericht der letzten Auswertung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="506"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="542"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="563"/>
        <source>No foreign key by design: the rows are removed explicitly when the datasource goes.</source>
        <translation>Bewusst ohne Fremdschlüssel: Die Zeilen werden ausdrücklich entfernt, wenn die Datenquelle entfernt wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="507"/>
        <source>The version of the current document.</source>
        <translation>Die Version des aktuellen Dokuments.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="508"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="593"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="733"/>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="510"/>
        <source>The state behind the icon.</source>
        <translation>Der Zustand hinter dem Symbol.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="511"/>
        <source>Checked at</source>
        <translation>Geprüft am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="512"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="570"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="513"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="571"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="514"/>
        <source>Blocked at</source>
        <translation>Blockiert am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="515"/>
        <source>Blocked run</source>
        <translation>Blockierter Lauf</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="536"/>
        <source>Contract versions</source>
        <translation>Vertragsversionen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="537"/>
        <source>Every saved document, unique on (datasource, version); no foreign keys by design.</source>
        <translation>Jedes gespeicherte Dokument, eindeutig über (datasource, version); bewusst ohne Fremdschlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="539"/>
        <source>The contract document as it was saved.</source>
        <translation>Das Vertragsdokument, wie es gespeichert wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="543"/>
        <source>Unique per datasource.</source>
        <translation>Eindeutig pro Datenquelle.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="557"/>
        <source>Contract results</source>
        <translation>Vertragsergebnisse</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="558"/>
        <source>One check, one report; the notify queue; no foreign keys by design.</source>
        <translation>Eine Prüfung, ein Bericht; die Benachrichtigungswarteschlange; bewusst ohne Fremdschlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="560"/>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="564"/>
        <source>Contract version</source>
        <translation>Vertragsversion</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="566"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="567"/>
        <source>Snapshot key</source>
        <translation>Snapshot-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="569"/>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="573"/>
        <source>Notify</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="574"/>
        <source>The outbox of the alerts: pending rows are sent by the scheduler, claimed one at a time, and end sent, failed or skipped; empty when there is nothing to send.</source>
        <translation>Der Postausgang der Warnmeldungen: Ausstehende Zeilen sendet der Scheduler, jeweils eine beansprucht, und sie enden als gesendet, fehlgeschlagen oder übersprungen; leer, wenn nichts zu senden ist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="576"/>
        <source>Evaluated at</source>
        <translation>Ausgewertet am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="590"/>
        <source>AI models</source>
        <translation>KI-Modelle</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="590"/>
        <source>Models an admin enabled.</source>
        <translation>Modelle, die ein Admin aktiviert hat.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="593"/>
        <source>Whether an admin enabled the model.</source>
        <translation>Ob ein Admin das Modell aktiviert hat.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="606"/>
        <source>AI chats</source>
        <translation>KI-Chats</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="606"/>
        <source>A saved conversation.</source>
        <translation>Eine gespeicherte Unterhaltung.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="610"/>
        <source>A plain integer without a foreign key; the chat and its turns are deleted with the user.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel; der Chat und seine Runden werden mit dem Benutzer gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="626"/>
        <source>AI chat turns</source>
        <translation>KI-Chat-Runden</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="626"/>
        <source>Question, answer, cost.</source>
        <translation>Frage, Antwort, Kosten.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="629"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="629"/>
        <source>Deleted with its chat.</source>
        <translation>Wird mit seinem Chat gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="630"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="658"/>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="630"/>
        <source>The turn&apos;s position in its chat.</source>
        <translation>Die Position der Runde in ihrem Chat.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="631"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="632"/>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="632"/>
        <source>The turn&apos;s messages, the answer among them.</source>
        <translation>Die Nachrichten der Runde, darunter die Antwort.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="637"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="663"/>
        <source>Cost (USD)</source>
        <translation>Kosten (USD)</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="638"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="664"/>
        <source>What the turn cost, kept as a decimal string; empty when it is unknown.</source>
        <translation>Was die Runde gekostet hat, als Dezimalzeichenkette gespeichert; leer, wenn unbekannt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="651"/>
        <source>AI spend</source>
        <translation>KI-Ausgaben</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="652"/>
        <source>Spend per user: one row per assistant turn, never deleted; the daily spend adds them up.</source>
        <translation>Ausgaben pro Benutzer: eine Zeile pro Assistentenrunde, nie gelöscht; die Tagesausgaben summieren sie.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="655"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="686"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="657"/>
        <source>A plain integer without a foreign key: the spend is kept when the user is deleted.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel: Die Ausgaben bleiben erhalten, wenn der Benutzer gelöscht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="659"/>
        <source>A plain integer without a foreign key: the spend is kept when the turn is deleted.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel: Die Ausgaben bleiben erhalten, wenn die Runde gelöscht wird.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="680"/>
        <source>Append-only trail; actor_label survives.</source>
        <translation>Nur fortgeschriebene Spur; actor_label bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="681"/>
        <source>Not kept for an observer-only actor.</source>
        <translation>Für einen reinen Beobachter nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="684"/>
        <source>User agent</source>
        <translation>User-Agent</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="688"/>
        <source>Emptied when the user is deleted; the actor label still names them.</source>
        <translation>Wird geleert, wenn der Benutzer gelöscht wird; die Akteursbezeichnung nennt ihn weiterhin.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="689"/>
        <source>Actor label</source>
        <translation>Akteursbezeichnung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="690"/>
        <source>Survives the actor: the actor&apos;s email, copied when the row is written.</source>
        <translation>Überdauert den Akteur: die E-Mail-Adresse des Akteurs, beim Schreiben der Zeile kopiert.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="691"/>
        <source>Such as auth.login, flow.run or permission.grant.</source>
        <translation>Etwa auth.login, flow.run oder permission.grant.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="693"/>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="694"/>
        <source>Such as flow, datasource, connection, user, permission or export.</source>
        <translation>Etwa flow, datasource, connection, user, permission oder export.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="695"/>
        <source>Target ID</source>
        <translation>Ziel-ID</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="696"/>
        <source>Target label</source>
        <translation>Zielbezeichnung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="697"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="765"/>
        <source>IP address</source>
        <translation>IP-Adresse</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="698"/>
        <source>Not kept for an observer-only actor; a failed sign-in keeps it on purpose.</source>
        <translation>Für einen reinen Beobachter nicht gespeichert; eine fehlgeschlagene Anmeldung speichert sie absichtlich.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="710"/>
        <source>Banners</source>
        <translation>Banner</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="710"/>
        <source>Admin notices.</source>
        <translation>Hinweise der Administration.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="712"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="714"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="727"/>
        <source>Privacy notice</source>
        <translation>Datenschutzhinweis</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="727"/>
        <source>The policy text, in a single row.</source>
        <translation>Der Richtlinientext, in einer einzigen Zeile.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="729"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="730"/>
        <source>The policy text.</source>
        <translation>Der Richtlinientext.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="732"/>
        <source>The platform keeps one row, with id 1.</source>
        <translation>Die Plattform führt eine Zeile, mit der ID 1.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="734"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="747"/>
        <source>Disabled engines</source>
        <translation>Deaktivierte Engines</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="747"/>
        <source>Engine policy.</source>
        <translation>Engine-Richtlinie.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="750"/>
        <source>A row per disabled engine: its presence is the policy.</source>
        <translation>Eine Zeile pro deaktivierter Engine: Ihr Vorhandensein ist die Richtlinie.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="751"/>
        <source>Disabled at</source>
        <translation>Deaktiviert am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="752"/>
        <source>Disabled by</source>
        <translation>Deaktiviert von</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="763"/>
        <source>Login attempts</source>
        <translation>Anmeldeversuche</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="763"/>
        <source>Sign-in throttle, shared by replicas.</source>
        <translation>Anmeldedrosselung, von den Replikaten geteilt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="767"/>
        <source>What was typed, not a reference: failed attempts name unknown users.</source>
        <translation>Das Eingegebene, kein Verweis: Fehlgeschlagene Versuche nennen unbekannte Benutzer.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="768"/>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="769"/>
        <source>Consecutive failed sign-ins from this address for this email.</source>
        <translation>Aufeinanderfolgende fehlgeschlagene Anmeldungen von dieser Adresse für diese E-Mail.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="770"/>
        <source>Last attempt at</source>
        <translation>Letzter Versuch am</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="770"/>
        <source>The scheduler sweeps the expired rows.</source>
        <translation>Der Scheduler bereinigt die abgelaufenen Zeilen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="781"/>
        <source>Flow presence</source>
        <translation>Flow-Anwesenheit</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="781"/>
        <source>Who has a flow open, shared by replicas.</source>
        <translation>Wer einen Flow geöffnet hat, von den Replikaten geteilt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="783"/>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="785"/>
        <source>A plain integer: the rows are ephemeral.</source>
        <translation>Eine einfache Ganzzahl: Die Zeilen sind flüchtig.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="784"/>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="784"/>
        <source>One row per open editor tab on the flow.</source>
        <translation>Eine Zeile pro geöffnetem Editor-Tab des Flows.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="788"/>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="788"/>
        <source>Seconds since the epoch: when the tab was opened.</source>
        <translation>Sekunden seit der Epoche: wann der Tab geöffnet wurde.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="789"/>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="790"/>
        <source>Seconds since the epoch: the tab&apos;s last sign of life. A row lives about 40 seconds; the scheduler sweeps the expired rows.</source>
        <translation>Sekunden seit der Epoche: das letzte Lebenszeichen des Tabs. Eine Zeile lebt etwa 40 Sekunden; der Scheduler bereinigt die abgelaufenen Zeilen.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="803"/>
        <source>Pending blob deletions</source>
        <translation>Ausstehende Blob-Löschungen</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="804"/>
        <source>Deferred deletions; deliberately no foreign key.</source>
        <translation>Aufgeschobene Löschungen; bewusst ohne Fremdschlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="809"/>
        <source>The stored object still to delete. Plain text, no foreign key: the row survives the rows whose objects it deletes.</source>
        <translation>Das noch zu löschende gespeicherte Objekt. Klartext, kein Fremdschlüssel: Die Zeile überdauert die Zeilen, deren Objekte sie löscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="811"/>
        <source>Delete after</source>
        <translation>Löschen nach</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="811"/>
        <source>The object is not deleted before then.</source>
        <translation>Das Objekt wird nicht vorher gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="812"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="824"/>
        <source>Uploads</source>
        <translation>Uploads</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="824"/>
        <source>Raw file + parquet.</source>
        <translation>Rohdatei + Parquet.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="827"/>
        <source>Dataset</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="829"/>
        <source>Parquet key</source>
        <translation>Parquet-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="829"/>
        <source>Where the converted parquet is stored.</source>
        <translation>Wo das konvertierte Parquet gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="830"/>
        <source>Raw key</source>
        <translation>Rohdatei-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="830"/>
        <source>Where the raw file is stored.</source>
        <translation>Wo die Rohdatei gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="831"/>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="832"/>
        <source>The user&apos;s uploads are deleted with the user.</source>
        <translation>Die Uploads des Benutzers werden mit dem Benutzer gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="844"/>
        <source>dbt AI texts</source>
        <translation>dbt-KI-Texte</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="844"/>
        <source>AI texts of dbt exports, per flow version.</source>
        <translation>KI-Texte von dbt-Exporten, pro Flow-Version.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="846"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="847"/>
        <source>What the AI wrote, so exporting the same version again gives the same files.</source>
        <translation>Was die KI geschrieben hat, damit ein erneuter Export derselben Version dieselben Dateien ergibt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="850"/>
        <source>A plain integer without a foreign key; the texts are deleted with the flow.</source>
        <translation>Eine einfache Ganzzahl ohne Fremdschlüssel; die Texte werden mit dem Flow gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="851"/>
        <source>Flow version</source>
        <translation>Flow-Version</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="853"/>
        <source>Once per flow version and kind.</source>
        <translation>Einmal pro Flow-Version und Art.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="869"/>
        <source>Schema state</source>
        <translation>Schemastatus</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="870"/>
        <source>The gateway&apos;s bookkeeping: the schema fingerprint it rewrites at start.</source>
        <translation>Die Buchführung des Gateways: der Schema-Fingerabdruck, den es beim Start neu schreibt.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="872"/>
        <source>The gateway keeps one row, impronta: the schema fingerprint.</source>
        <translation>Das Gateway führt eine Zeile, impronta: den Schema-Fingerabdruck.</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="873"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../src/core/catalog/TabulariaCatalog.cpp" line="874"/>
        <source>The gateway rewrites it at start when the schema its code makes has changed.</source>
        <translation>Das Gateway schreibt ihn beim Start neu, wenn sich das Schema, das sein Code erzeugt, geändert hat.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="146"/>
        <source>Admin console for Tabularia and Holotable.</source>
        <translation>Verwaltungskonsole für Tabularia und Holotable.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="150"/>
        <source>Open the demo database (created on first use).</source>
        <translation>Die Demo-Datenbank öffnen (beim ersten Mal angelegt).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="153"/>
        <source>Open for audit browsing: nothing can be written.</source>
        <translation>Für die Prüfansicht öffnen: nichts kann geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="156"/>
        <source>Save a picture of the window to FILE once it has loaded, then quit.</source>
        <translation>Ein Bild des Fensters nach dem Laden in DATEI speichern, dann beenden.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="159"/>
        <source>Show this table once the database is open.</source>
        <translation>Diese Tabelle zeigen, sobald die Datenbank geöffnet ist.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="163"/>
        <source>Show this page once the database is open: overview, integrity, queue or administration (administration:TABLE shows that table&apos;s tab).</source>
        <translation>Diese Seite zeigen, sobald die Datenbank geöffnet ist: overview, integrity, queue oder administration (administration:TABELLE zeigt den Reiter dieser Tabelle).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="174"/>
        <source>Open the chat transcript of the selected row (a dashboard, conversation or AI chat).</source>
        <translation>Den Chatverlauf der ausgewählten Zeile öffnen (ein Dashboard, eine Unterhaltung oder ein KI-Chat).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="187"/>
        <source>sqlite:///path.db, postgresql://user@host:port/db, or the path of a SQLite file</source>
        <translation>sqlite:///pfad.db, postgresql://benutzer@host:port/db oder der Pfad einer SQLite-Datei</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="257"/>
        <source>--page takes overview, integrity, queue or administration, not &quot;%1&quot;.</source>
        <translation>--page nimmt overview, integrity, queue oder administration, nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="167"/>
        <source>Select this row of the table (0 is the first).</source>
        <translation>Diese Zeile der Tabelle auswählen (0 ist die erste).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="171"/>
        <source>Open the row dialog for the selected row (a new row when none is selected).</source>
        <translation>Den Zeilendialog für die ausgewählte Zeile öffnen (eine neue Zeile, wenn keine ausgewählt ist).</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="177"/>
        <source>Look for this run: system, light or dark.</source>
        <translation>Aussehen für diesen Lauf: system, light oder dark.</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="181"/>
        <source>Language for this run, such as de or en (default: the system&apos;s).</source>
        <translation>Sprache für diesen Lauf, etwa de oder en (Standard: die des Systems).</translation>
    </message>
</context>
<context>
    <name>metadesk::AboutDialog</name>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="19"/>
        <source>Metadesk</source>
        <translation>Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="20"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="21"/>
        <source>%1 (built with %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="23"/>
        <source>Database drivers</source>
        <translation>Datenbanktreiber</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="25"/>
        <source>SQLite library</source>
        <translation>SQLite-Bibliothek</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="25"/>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="27"/>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="27"/>
        <source>PostgreSQL client (libpq)</source>
        <translation>PostgreSQL-Client (libpq)</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="29"/>
        <source>Open database&apos;s server</source>
        <translation>Server der geöffneten Datenbank</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="30"/>
        <source>QtKeychain</source>
        <translation>QtKeychain</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="35"/>
        <source>%1 schema revision shipped</source>
        <translation>Mitgelieferte Schemarevision von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="43"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="49"/>
        <source>About Metadesk</source>
        <translation>Über Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="59"/>
        <source>&lt;h3&gt;Metadesk %1&lt;/h3&gt;&lt;p&gt;An admin console for the metadata databases of Tabularia and Holotable: see and change what they hold with the platforms&apos; own rules, browse them read-only for an audit, or try the demo.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Metadesk %1&lt;/h3&gt;&lt;p&gt;Eine Verwaltungskonsole für die Metadaten-Datenbanken von Tabularia und Holotable: sehen und ändern, was sie enthalten, nach den Regeln der Plattformen selbst, sie für eine Prüfung schreibgeschützt durchsehen oder die Demo ausprobieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="72"/>
        <source>&amp;Copy Versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/AboutDialog.cpp" line="74"/>
        <source>Copy the versions to the clipboard</source>
        <translation>Die Versionen in die Zwischenablage kopieren</translation>
    </message>
</context>
<context>
    <name>metadesk::AccessDialogs</name>
    <message>
        <location filename="../src/gui/access/AccessDialogs.cpp" line="27"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>metadesk::AccessMenu</name>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="13"/>
        <source>&amp;Access</source>
        <translation>&amp;Zugriff</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="15"/>
        <source>&amp;Project Tree…</source>
        <translation>&amp;Projektbaum…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="17"/>
        <source>Projects as a tree: create sub-projects, move them by drag and drop, delete empty ones</source>
        <translation>Projekte als Baum: Unterprojekte anlegen, sie per Ziehen und Ablegen verschieben, leere löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="18"/>
        <source>&amp;Effective Permissions…</source>
        <translation>&amp;Effektive Berechtigungen…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="21"/>
        <source>What a user may do on each project, directly and through groups, or who may do what on a project</source>
        <translation>Was ein Benutzer in jedem Projekt darf, direkt und über Gruppen, oder wer in einem Projekt was darf</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="22"/>
        <location filename="../src/gui/access/AccessMenu.cpp" line="70"/>
        <source>Group &amp;Memberships…</source>
        <translation>Gruppen&amp;mitgliedschaften…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="70"/>
        <source>Group &amp;Members…</source>
        <translation>Gruppen&amp;mitglieder…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="71"/>
        <source>Add or remove memberships of the selected row</source>
        <translation>Mitgliedschaften der ausgewählten Zeile hinzufügen oder entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/AccessMenu.cpp" line="72"/>
        <source>Select a user or a group first</source>
        <translation>Wählen Sie zuerst einen Benutzer oder eine Gruppe aus</translation>
    </message>
</context>
<context>
    <name>metadesk::AdministrationPage</name>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="111"/>
        <source>Administration</source>
        <translation>Administration</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="122"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="152"/>
        <source>AI models</source>
        <translation>KI-Modelle</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="123"/>
        <source>AI spend</source>
        <translation>KI-Ausgaben</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="124"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="200"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1001"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1008"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1012"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1024"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="125"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="229"/>
        <source>Banners</source>
        <translation>Banner</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="126"/>
        <source>Privacy notice</source>
        <translation>Datenschutzhinweis</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="127"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="293"/>
        <source>Login attempts</source>
        <translation>Anmeldeversuche</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="128"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="295"/>
        <source>Flow presence</source>
        <translation>Flow-Anwesenheit</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="129"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="325"/>
        <source>Saved views</source>
        <translation>Gespeicherte Ansichten</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="148"/>
        <source>The models an admin enabled for the assistant. The platform asks its provider which models exist; Metadesk toggles the ones recorded here. The platform keeps no price list: what a model cost is what the spend ledger recorded for its turns, priced by the platform&apos;s pricing library when each turn ended (an estimate).</source>
        <translation>Die Modelle, die ein Administrator für den Assistenten aktiviert hat. Die Plattform fragt ihren Anbieter, welche Modelle es gibt; Metadesk schaltet die hier verzeichneten um. Die Plattform führt keine Preisliste: Was ein Modell gekostet hat, ist, was das Ausgabenbuch für seine Runden verbucht hat, bepreist von der Preisbibliothek der Plattform am Ende jeder Runde (eine Schätzung).</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Updated at</source>
        <translation>Geändert am</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <source>Updated by</source>
        <translation>Geändert von</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="153"/>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="154"/>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="154"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="154"/>
        <source>Charged (USD)</source>
        <translation>Berechnet (USD)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="154"/>
        <source>Per turn (USD)</source>
        <translation>Pro Runde (USD)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="155"/>
        <source>Turns without cost</source>
        <translation>Runden ohne Kosten</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="158"/>
        <source>&amp;Enable</source>
        <translation>&amp;Aktivieren</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="160"/>
        <source>&amp;Disable</source>
        <translation>&amp;Deaktivieren</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="176"/>
        <source>&amp;Days:</source>
        <translation>&amp;Tage:</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="179"/>
        <source>Days shown</source>
        <translation>Angezeigte Tage</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="181"/>
        <source>the last %n day(s)</source>
        <translation>
            <numerusform>der letzte Tag</numerusform>
            <numerusform>die letzten %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="197"/>
        <source>A disabled engine can no longer be chosen for a new flow, a changed engine or a production engine; the flows already on it keep running. At least one engine stays allowed.</source>
        <translation>Eine deaktivierte Engine kann für einen neuen Flow, eine geänderte Engine oder eine Produktions-Engine nicht mehr gewählt werden; die Flows, die sie schon verwenden, laufen weiter. Mindestens eine Engine bleibt erlaubt.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="201"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="201"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="294"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="201"/>
        <source>Disabled at</source>
        <translation>Deaktiviert am</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="201"/>
        <source>Disabled by</source>
        <translation>Deaktiviert von</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="201"/>
        <source>Flows on it</source>
        <translation>Flows darauf</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="207"/>
        <source>&amp;Disable…</source>
        <translation>&amp;Deaktivieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="209"/>
        <source>&amp;Enable…</source>
        <translation>&amp;Aktivieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="227"/>
        <source>The platform shows every banner to everyone from the moment it is created until an admin deletes it: a banner has no start or end date of its own.</source>
        <translation>Die Plattform zeigt jedes Banner allen, vom Moment seiner Erstellung, bis ein Administrator es löscht: Ein Banner hat kein eigenes Anfangs- oder Enddatum.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Shown now</source>
        <translation>Jetzt gezeigt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Starts</source>
        <translation>Beginnt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Ends</source>
        <translation>Endet</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Created by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="230"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="232"/>
        <source>How it reads:</source>
        <translation>So liest es sich:</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="236"/>
        <source>Banner preview</source>
        <translation>Banner-Vorschau</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="254"/>
        <source>Shown to users</source>
        <translation>Den Benutzern gezeigt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="256"/>
        <source>&amp;Summary:</source>
        <translation>&amp;Zusammenfassung:</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="257"/>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="263"/>
        <source>Privacy notice source (Markdown)</source>
        <translation>Quelltext des Datenschutzhinweises (Markdown)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="266"/>
        <source>Privacy notice as rendered</source>
        <translation>Datenschutzhinweis, wie er dargestellt wird</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="277"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="294"/>
        <source>IP address</source>
        <translation>IP-Adresse</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="294"/>
        <source>Email</source>
        <translation>E-Mail</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="294"/>
        <source>Failures</source>
        <translation>Fehlversuche</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="294"/>
        <source>Last attempt</source>
        <translation>Letzter Versuch</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>Full name</source>
        <translation>Vollständiger Name</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>Open since</source>
        <translation>Geöffnet seit</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="296"/>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="297"/>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="300"/>
        <source>S&amp;weep Expired…</source>
        <translation>Abgelaufene &amp;bereinigen…</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="322"/>
        <source>A saved view&apos;s name is unique inside its project: the platform refuses a second one (“Esiste già una vista … nella cartella”), and so does Metadesk&apos;s write path.</source>
        <translation>Der Name einer gespeicherten Ansicht ist innerhalb ihres Projekts eindeutig: Die Plattform lehnt eine zweite ab („Esiste già una vista … nella cartella“), und Metadesks Schreibweg ebenso.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Datasource</source>
        <translation>Datasource</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Owner</source>
        <translation>Eigentümer</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="326"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="329"/>
        <source>The view&apos;s specification</source>
        <translation>Die Spezifikation der Ansicht</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="367"/>
        <source>This database holds none of Tabularia&apos;s administration tables.</source>
        <translation>Diese Datenbank enthält keine der Administrationstabellen von Tabularia.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="446"/>
        <source>Could not read: %1</source>
        <translation>Konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="480"/>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="480"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="551"/>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="481"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="613"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="481"/>
        <source>no (not for the chat)</source>
        <translation>nein (nicht für den Chat)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="485"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="555"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="618"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="678"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="866"/>
        <source>user %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="551"/>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="570"/>
        <source>Pick an engine to see the flows on it.</source>
        <translation>Eine Engine wählen, um die Flows darauf zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="580"/>
        <source>No flow uses %1.</source>
        <translation>Kein Flow verwendet %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="583"/>
        <source>%n flow(s) on %1:</source>
        <translation>
            <numerusform>%n Flow auf %1:</numerusform>
            <numerusform>%n Flows auf %1:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="585"/>
        <source>flow %1 “%2” (%3)</source>
        <translation>Flow %1 „%2“ (%3)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="587"/>
        <source>engine and production engine</source>
        <translation>Engine und Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="588"/>
        <source>production engine</source>
        <translation>Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="589"/>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="615"/>
        <source>when deleted</source>
        <translation>beim Löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="631"/>
        <source>No banner is shown.</source>
        <translation>Es wird kein Banner gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="664"/>
        <source>The platform has no privacy notice yet (no row 1): saving creates it.</source>
        <translation>Die Plattform hat noch keinen Datenschutzhinweis (keine Zeile 1): Speichern legt ihn an.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="682"/>
        <source>Last saved %1.</source>
        <translation>Zuletzt gespeichert %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="683"/>
        <source>Last saved %1 by %2.</source>
        <translation>Zuletzt gespeichert %1 von %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="730"/>
        <source>expired: older than %1 s, slows nobody down</source>
        <translation>abgelaufen: älter als %1 s, bremst niemanden</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="757"/>
        <source>%n sign-in count(s) by address and e-mail; %1 expired (the platform&apos;s scheduler removes a count %2 s after its last failure). Read again every %3 s while shown.</source>
        <translation>
            <numerusform>%n Anmeldezähler nach Adresse und E-Mail; %1 abgelaufen (der Scheduler der Plattform entfernt einen Zähler %2 s nach seinem letzten Fehlversuch). Wird alle %3 s neu gelesen, solange sichtbar.</numerusform>
            <numerusform>%n Anmeldezähler nach Adresse und E-Mail; %1 abgelaufen (der Scheduler der Plattform entfernt einen Zähler %2 s nach seinem letzten Fehlversuch). Wird alle %3 s neu gelesen, solange sichtbar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="818"/>
        <source>expired: not seen for over %1 s</source>
        <translation>abgelaufen: seit über %1 s nicht gesehen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="826"/>
        <source>%n open editor tab(s); %1 expired (a tab beats every %2 s and is counted closed after %3 s without one; the platform&apos;s scheduler removes it). Read again every %4 s while shown.</source>
        <translation>
            <numerusform>%n offener Editor-Tab; %1 abgelaufen (ein Tab meldet sich alle %2 s und gilt nach %3 s ohne Signal als geschlossen; der Scheduler der Plattform entfernt ihn). Wird alle %4 s neu gelesen, solange sichtbar.</numerusform>
            <numerusform>%n offene Editor-Tabs; %1 abgelaufen (ein Tab meldet sich alle %2 s und gilt nach %3 s ohne Signal als geschlossen; der Scheduler der Plattform entfernt ihn). Wird alle %4 s neu gelesen, solange sichtbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="736"/>
        <source>throttled: %n s to wait</source>
        <translation>
            <numerusform>gedrosselt: %n s Wartezeit</numerusform>
            <numerusform>gedrosselt: %n s Wartezeit</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="736"/>
        <source>counting (may try again)</source>
        <translation>zählt (darf es erneut versuchen)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="739"/>
        <source>counting: %1 of 5 failures</source>
        <translation>zählt: %1 von 5 Fehlversuchen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="745"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="815"/>
        <source>%1 (%n s ago)</source>
        <translation>
            <numerusform>%1 (vor %n s)</numerusform>
            <numerusform>%1 (vor %n s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="763"/>
        <source>The %1 most recent are listed.</source>
        <translation>Die %1 neuesten sind aufgeführt.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="810"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="856"/>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="818"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="855"/>
        <source>%1 %2 (gone)</source>
        <translation>%1 %2 (nicht mehr vorhanden)</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="862"/>
        <source>project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="863"/>
        <source>datasource</source>
        <translation>Datenquelle</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="887"/>
        <source>Not valid JSON (%1), as stored:</source>
        <translation>Kein gültiges JSON (%1), wie gespeichert:</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="897"/>
        <source>No database is open.</source>
        <translation>Keine Datenbank ist geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="899"/>
        <source>The database is open read-only: the tables are shown, nothing is written.</source>
        <translation>Die Datenbank ist schreibgeschützt geöffnet: Die Tabellen werden gezeigt, nichts wird geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="973"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="980"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="988"/>
        <source>AI Models</source>
        <translation>KI-Modelle</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="991"/>
        <source>AI model %1 enabled.</source>
        <translation>KI-Modell %1 aktiviert.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="991"/>
        <source>AI model %1 disabled.</source>
        <translation>KI-Modell %1 deaktiviert.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1013"/>
        <source>Disable engine %1?</source>
        <translation>Engine %1 deaktivieren?</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1013"/>
        <source>Enable engine %1?</source>
        <translation>Engine %1 aktivieren?</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1027"/>
        <source>Engine %1 disabled.</source>
        <translation>Engine %1 deaktiviert.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1027"/>
        <source>Engine %1 enabled.</source>
        <translation>Engine %1 aktiviert.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1036"/>
        <source>Login Attempts</source>
        <translation>Anmeldeversuche</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1036"/>
        <source>Flow Presence</source>
        <translation>Flow-Anwesenheit</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1049"/>
        <source>Sweep %n expired row(s)?</source>
        <translation>
            <numerusform>%n abgelaufene Zeile bereinigen?</numerusform>
            <numerusform>%n abgelaufene Zeilen bereinigen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1064"/>
        <source>Swept the expired rows of %1.</source>
        <translation>Die abgelaufenen Zeilen von %1 wurden bereinigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1073"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1098"/>
        <source>Privacy Notice</source>
        <translation>Datenschutzhinweis</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1089"/>
        <source>The privacy notice is unchanged: nothing was written.</source>
        <translation>Der Datenschutzhinweis ist unverändert: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1101"/>
        <source>The privacy notice was saved.</source>
        <translation>Der Datenschutzhinweis wurde gespeichert.</translation>
    </message>
</context>
<context>
    <name>metadesk::AdministrationRowAction</name>
    <message>
        <location filename="../src/gui/admin/AdministrationRowAction.cpp" line="9"/>
        <source>Open in A&amp;dministration</source>
        <translation>In A&amp;dministration öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationRowAction.cpp" line="14"/>
        <source>Show this table on the Administration page, as the platform uses it</source>
        <translation>Diese Tabelle auf der Seite Administration zeigen, wie die Plattform sie verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationRowAction.cpp" line="15"/>
        <source>Select a row first.</source>
        <translation>Wählen Sie zuerst eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AdministrationRowAction.cpp" line="15"/>
        <source>Open one of Tabularia&apos;s administration tables first.</source>
        <translation>Zuerst eine der Administrationstabellen von Tabularia öffnen.</translation>
    </message>
</context>
<context>
    <name>metadesk::AiSpendChart</name>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="19"/>
        <source>AI spend per day and user</source>
        <translation>KI-Ausgaben pro Tag und Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="24"/>
        <source>About the AI spend chart</source>
        <translation>Zum Diagramm der KI-Ausgaben</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="50"/>
        <source>AI spend per day (UTC, USD), the last %1 days</source>
        <translation>KI-Ausgaben pro Tag (UTC, USD), die letzten %1 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="67"/>
        <source>user %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="77"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="96"/>
        <source>Daily cap of the installation</source>
        <translation>Tageslimit der Installation</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="97"/>
        <source>Daily cap per user</source>
        <translation>Tageslimit pro Benutzer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="109"/>
        <source>No AI spend with a known cost on these %n day(s).</source>
        <translation>
            <numerusform>Keine KI-Ausgaben mit bekannten Kosten an diesem Tag.</numerusform>
            <numerusform>Keine KI-Ausgaben mit bekannten Kosten an diesen %n Tagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="111"/>
        <source>%n turn(s) have no cost: the platform could not price their model (unknown, not free).</source>
        <translation>
            <numerusform>%n Runde hat keine Kosten: Die Plattform konnte ihr Modell nicht bepreisen (unbekannt, nicht kostenlos).</numerusform>
            <numerusform>%n Runden haben keine Kosten: Die Plattform konnte ihr Modell nicht bepreisen (unbekannt, nicht kostenlos).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="114"/>
        <source>No daily cap is set for this database (AI__MAX_COST_PER_DAY_USD and AI__MAX_COST_PER_DAY_TOTAL_USD are 0, the platform&apos;s default); set the installation&apos;s values in Connection Settings.</source>
        <translation>Für diese Datenbank ist kein Tageslimit gesetzt (AI__MAX_COST_PER_DAY_USD und AI__MAX_COST_PER_DAY_TOTAL_USD sind 0, der Standard der Plattform); die Werte der Installation in den Verbindungseinstellungen setzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="117"/>
        <source>The caps are this database&apos;s AI__MAX_COST_PER_DAY_USD and AI__MAX_COST_PER_DAY_TOTAL_USD, as kept in Connection Settings; the platform refuses a turn once a user or the installation reached one.</source>
        <translation>Die Limits sind AI__MAX_COST_PER_DAY_USD und AI__MAX_COST_PER_DAY_TOTAL_USD dieser Datenbank, wie in den Verbindungseinstellungen hinterlegt; die Plattform lehnt eine Runde ab, sobald ein Benutzer oder die Installation eines erreicht hat.</translation>
    </message>
</context>
<context>
    <name>metadesk::AuditFilterFields</name>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="35"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="35"/>
        <source>name or e-mail</source>
        <translation>Name oder E-Mail</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="36"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="36"/>
        <source>e.g. permission.grant</source>
        <translation>z. B. permission.grant</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="37"/>
        <source>Target type</source>
        <translation>Zieltyp</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="37"/>
        <source>e.g. flow</source>
        <translation>z. B. flow</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="42"/>
        <source>Filter by %1</source>
        <translation>Nach %1 filtern</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="48"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="63"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/AuditFilterFields.cpp" line="64"/>
        <source>To</source>
        <translation>Bis</translation>
    </message>
</context>
<context>
    <name>metadesk::ChangeJournalDialog</name>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="25"/>
        <source>Change journal</source>
        <translation>Änderungsjournal</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="36"/>
        <source>%n line(s) of the journal could not be read and are not shown.</source>
        <translation>
            <numerusform>%n Zeile des Journals konnte nicht gelesen werden und wird nicht gezeigt.</numerusform>
            <numerusform>%n Zeilen des Journals konnten nicht gelesen werden und werden nicht gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="41"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="41"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="41"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="41"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="41"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="61"/>
        <source>Recorded changes</source>
        <translation>Aufgezeichnete Änderungen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="70"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="72"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="74"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="86"/>
        <source>This database&apos;s Holotable has no audit table yet (Holotable adds audit_log in its migration 012), so Metadesk records each change it makes to Holotable tables here, on this computer (%n change(s)). The file is only ever appended to.</source>
        <translation>
            <numerusform>Das Holotable dieser Datenbank hat noch keine Audit-Tabelle (Holotable legt audit_log mit seiner Migration 012 an), daher verzeichnet Metadesk jede Änderung an Holotable-Tabellen hier, auf diesem Computer (%n Änderung). Die Datei wird nur ergänzt.</numerusform>
            <numerusform>Das Holotable dieser Datenbank hat noch keine Audit-Tabelle (Holotable legt audit_log mit seiner Migration 012 an), daher verzeichnet Metadesk jede Änderung an Holotable-Tabellen hier, auf diesem Computer (%n Änderungen). Die Datei wird nur ergänzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="91"/>
        <source>This database&apos;s Holotable keeps its own audit table, audit_log (from its migration 012): Metadesk writes each change to Holotable tables there, not here. This journal holds only what was recorded on this computer before (%n change(s)).</source>
        <translation>
            <numerusform>Das Holotable dieser Datenbank führt eine eigene Audit-Tabelle, audit_log (seit seiner Migration 012): Metadesk schreibt jede Änderung an Holotable-Tabellen dorthin, nicht hierher. Dieses Journal enthält nur, was zuvor auf diesem Computer verzeichnet wurde (%n Änderung).</numerusform>
            <numerusform>Das Holotable dieser Datenbank führt eine eigene Audit-Tabelle, audit_log (seit seiner Migration 012): Metadesk schreibt jede Änderung an Holotable-Tabellen dorthin, nicht hierher. Dieses Journal enthält nur, was zuvor auf diesem Computer verzeichnet wurde (%n Änderungen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="96"/>
        <source>This database holds no Holotable tables, so nothing is recorded here (%n change(s) from before).</source>
        <translation>
            <numerusform>Diese Datenbank enthält keine Holotable-Tabellen, daher wird hier nichts verzeichnet (%n Änderung von früher).</numerusform>
            <numerusform>Diese Datenbank enthält keine Holotable-Tabellen, daher wird hier nichts verzeichnet (%n Änderungen von früher).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="100"/>
        <source>Changes to Tabularia tables go to Tabularia&apos;s own audit table, audit_logs.</source>
        <translation>Änderungen an Tabularia-Tabellen gehen in Tabularias eigene Audit-Tabelle audit_logs.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="110"/>
        <source>Export change journal</source>
        <translation>Änderungsjournal exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="110"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="115"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>metadesk::ChangeWarning</name>
    <message>
        <location filename="../src/gui/edit/ChangeWarning.cpp" line="24"/>
        <source>Whether this change hands out administration could not be read: %1</source>
        <translation>Ob diese Änderung Administrationsrechte vergibt, ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeWarning.cpp" line="43"/>
        <source>Confirm the change</source>
        <translation>Änderung bestätigen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeWarning.cpp" line="47"/>
        <location filename="../src/gui/edit/ChangeWarning.cpp" line="49"/>
        <source>Change Anyway</source>
        <translation>Trotzdem ändern</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ChangeWarning.cpp" line="52"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>metadesk::ChartView</name>
    <message>
        <location filename="../src/gui/charts/ChartView.cpp" line="53"/>
        <source>Charts cannot be drawn: the chart module (%1) is not installed.</source>
        <translation>Diagramme können nicht gezeichnet werden: Das Diagrammmodul (%1) ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/charts/ChartView.cpp" line="63"/>
        <source>Charts cannot be drawn: %1 is not the chart module of this version of Metadesk.</source>
        <translation>Diagramme können nicht gezeichnet werden: %1 ist nicht das Diagrammmodul dieser Version von Metadesk.</translation>
    </message>
    <message>
        <location filename="../src/gui/charts/ChartView.cpp" line="68"/>
        <source>Charts cannot be drawn: %1</source>
        <translation>Diagramme können nicht gezeichnet werden: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::ChatTranscriptAction</name>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptAction.cpp" line="10"/>
        <source>&amp;Chat Transcript…</source>
        <translation>&amp;Chatverlauf…</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptAction.cpp" line="18"/>
        <source>The chat as stored, read-only: untrusted text shown as text, what retention sweeps next, the costs</source>
        <translation>Der Chat wie gespeichert, nur lesend: nicht vertrauenswürdiger Text als Text, was die Aufbewahrung als Nächstes löscht, die Kosten</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptAction.cpp" line="19"/>
        <source>Select a row first.</source>
        <translation>Zuerst eine Zeile auswählen.</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptAction.cpp" line="19"/>
        <source>Open a chat table and select a row first.</source>
        <translation>Zuerst eine Chat-Tabelle öffnen und eine Zeile auswählen.</translation>
    </message>
</context>
<context>
    <name>metadesk::ChatTranscriptDialog</name>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="19"/>
        <source>Chat Transcript</source>
        <translation>Chatverlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="20"/>
        <source>Chat transcript</source>
        <translation>Chatverlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="26"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="27"/>
        <source>&amp;Person:</source>
        <translation>&amp;Person:</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="39"/>
        <source>Transcript status</source>
        <translation>Status des Chatverlaufs</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="68"/>
        <source>Nobody has a chat on this dashboard.</source>
        <translation>Niemand hat einen Chat auf diesem Dashboard.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="78"/>
        <source>%n message(s), %1 swept on the next write (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</source>
        <translation>
            <numerusform>%n Nachricht, %1 beim nächsten Schreiben gelöscht (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</numerusform>
            <numerusform>%n Nachrichten, %1 beim nächsten Schreiben gelöscht (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="85"/>
        <source>%n turn(s), none with a known cost</source>
        <translation>
            <numerusform>%n Runde, ohne bekannte Kosten</numerusform>
            <numerusform>%n Runden, keine mit bekannten Kosten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="86"/>
        <source>%n turn(s), $%1 in total</source>
        <translation>
            <numerusform>%n Runde, insgesamt $%1</numerusform>
            <numerusform>%n Runden, insgesamt $%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="88"/>
        <source>%n row(s) do not parse.</source>
        <translation>
            <numerusform>%n Zeile ist nicht lesbar.</numerusform>
            <numerusform>%n Zeilen sind nicht lesbar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::ConditionRow</name>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="25"/>
        <source>is empty</source>
        <translation>ist leer</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="26"/>
        <source>is not empty</source>
        <translation>ist nicht leer</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="30"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="45"/>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="31"/>
        <source>≠</source>
        <translation>≠</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="32"/>
        <source>less than</source>
        <translation>kleiner als</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="33"/>
        <source>greater than</source>
        <translation>größer als</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="38"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="46"/>
        <source>before</source>
        <translation>vor</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="39"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="47"/>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="51"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="53"/>
        <source>is</source>
        <translation>ist</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="53"/>
        <source>is not</source>
        <translation>ist nicht</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="56"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="63"/>
        <source>contains</source>
        <translation>enthält</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="110"/>
        <source>Filter time (%1)</source>
        <translation>Filterzeit (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="40"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="64"/>
        <source>equals</source>
        <translation>ist gleich</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="65"/>
        <source>does not equal</source>
        <translation>ist ungleich</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="90"/>
        <source>Filter column</source>
        <translation>Filterspalte</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="95"/>
        <source>Filtered by the stored %1 of the %2 row, not by the label the grid shows</source>
        <translation>Gefiltert nach dem gespeicherten Wert %1 der Zeile in %2, nicht nach der Beschriftung, die das Raster zeigt</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="101"/>
        <source>Filter operator</source>
        <translation>Filteroperator</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="106"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="118"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="123"/>
        <source>Filter value</source>
        <translation>Filterwert</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="107"/>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="179"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="127"/>
        <source>choose…</source>
        <translation>auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="135"/>
        <source>Remove this condition</source>
        <translation>Diese Bedingung entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="136"/>
        <source>Remove condition</source>
        <translation>Bedingung entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="174"/>
        <source>stored %1 of the %2 row</source>
        <translation>gespeicherter Wert %1 der Zeile in %2</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="175"/>
        <source>The grid shows %1 as the label of the %2 row it refers to; the filter compares the stored %3, not that label.</source>
        <translation>Das Raster zeigt %1 als Beschriftung der Zeile in %2, auf die es verweist; der Filter vergleicht den gespeicherten Wert %3, nicht diese Beschriftung.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="189"/>
        <source>true</source>
        <translation>wahr</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="190"/>
        <source>false</source>
        <translation>falsch</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="211"/>
        <source>2026-03-05 10:00:00 as copied (UTC), or %1 10:00 (%2)</source>
        <translation>2026-03-05 10:00:00 wie kopiert (UTC), oder %1 10:00 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/ConditionRow.cpp" line="232"/>
        <source>“%1” is not a time: type it as copied, 2026-03-05 10:00:00 (UTC), or as the grid shows it, %2 10:00 (%3).</source>
        <translation>„%1“ ist keine Zeit: so eingeben, wie sie kopiert wird, 2026-03-05 10:00:00 (UTC), oder wie die Tabelle sie zeigt, %2 10:00 (%3).</translation>
    </message>
</context>
<context>
    <name>metadesk::ConflictDialog</name>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="36"/>
        <source>The row was deleted meanwhile</source>
        <translation>Die Zeile wurde inzwischen gelöscht</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="36"/>
        <source>The row was changed meanwhile</source>
        <translation>Die Zeile wurde inzwischen geändert</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="40"/>
        <source>Someone deleted this %1 row after you opened it. You can re-create it with your values, or let it go.</source>
        <translation>Jemand hat diese Zeile von %1 gelöscht, nachdem Sie sie geöffnet haben. Sie können sie mit Ihren Werten neu anlegen oder sie aufgeben.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="43"/>
        <source>Someone changed this %1 row after you opened it. Nothing has been overwritten: choose what to keep.</source>
        <translation>Jemand hat diese Zeile von %1 geändert, nachdem Sie sie geöffnet haben. Nichts wurde überschrieben: Wählen Sie, was bleiben soll.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="54"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="54"/>
        <source>You saw</source>
        <translation>Von Ihnen gesehen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="54"/>
        <source>You typed</source>
        <translation>Von Ihnen eingegeben</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="54"/>
        <source>Database now</source>
        <translation>Jetzt in der Datenbank</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="54"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="70"/>
        <source>(deleted)</source>
        <translation>(gelöscht)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="75"/>
        <source>Mine</source>
        <translation>Meine</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="76"/>
        <source>Theirs</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="79"/>
        <source>Keep my %1</source>
        <translation>Meinen Wert für %1 behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="80"/>
        <source>Keep their %1</source>
        <translation>Ihren Wert für %1 behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="109"/>
        <source>Re-create with my values</source>
        <translation>Mit meinen Werten neu anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="110"/>
        <source>Let it go</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="112"/>
        <source>Keep mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="113"/>
        <source>Merge as chosen</source>
        <translation>Wie gewählt zusammenführen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="114"/>
        <source>Take theirs</source>
        <translation>Ihre übernehmen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="116"/>
        <source>Back to editing</source>
        <translation>Zurück zur Bearbeitung</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ConflictDialog.cpp" line="180"/>
        <source>The row keeps changing under this edit; nothing was saved. Try again later.</source>
        <translation>Die Zeile ändert sich während dieser Bearbeitung ständig; nichts wurde gespeichert. Versuchen Sie es später noch einmal.</translation>
    </message>
</context>
<context>
    <name>metadesk::ConnectDialog</name>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="45"/>
        <source>How the connection uses SSL: &quot;prefer&quot; tries SSL first; &quot;verify-full&quot; also checks the server&apos;s certificate and name.</source>
        <translation>Wie die Verbindung SSL verwendet: „prefer“ versucht zuerst SSL; „verify-full“ prüft außerdem das Zertifikat und den Namen des Servers.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="55"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="58"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="60"/>
        <source>Choose the file: %1</source>
        <translation>Datei wählen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="74"/>
        <source>Certificates (*.crt *.pem *.cer);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="75"/>
        <source>CA certificate:</source>
        <translation>CA-Zertifikat:</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="75"/>
        <source>CA certificate file</source>
        <translation>CA-Zertifikatsdatei</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="76"/>
        <source>The certificate authority the server&apos;s certificate is checked against (verify-ca, verify-full). None: libpq&apos;s default, ~/.postgresql/root.crt.</source>
        <translation>Die Zertifizierungsstelle, gegen die das Zertifikat des Servers geprüft wird (verify-ca, verify-full). Keine: die Vorgabe von libpq, ~/.postgresql/root.crt.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="79"/>
        <source>Client certificate:</source>
        <translation>Client-Zertifikat:</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="79"/>
        <source>Client certificate file</source>
        <translation>Client-Zertifikatsdatei</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="80"/>
        <source>For a server that asks for a certificate (pg_hba&apos;s cert): yours, signed by a CA it trusts.</source>
        <translation>Für einen Server, der ein Zertifikat verlangt (cert in pg_hba): Ihres, signiert von einer CA, der er vertraut.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="83"/>
        <source>Client key:</source>
        <translation>Client-Schlüssel:</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="83"/>
        <source>Client key file</source>
        <translation>Client-Schlüsseldatei</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="84"/>
        <source>The client certificate&apos;s private key, readable by you alone. A key with a passphrase is not supported here.</source>
        <translation>Der private Schlüssel des Client-Zertifikats, nur für Sie lesbar. Ein Schlüssel mit Passphrase wird hier nicht unterstützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="86"/>
        <source>Keys (*.key *.pem);;All files (*)</source>
        <translation>Schlüssel (*.key *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="94"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="96"/>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="98"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="167"/>
        <source>&quot;%1&quot; is not a host name or address.</source>
        <translation>„%1“ ist kein Hostname und keine Adresse.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="182"/>
        <source>The file name %1 holds a &quot;;&quot;, which cannot be handed to the connection.</source>
        <translation>Der Dateiname %1 enthält ein „;“, das der Verbindung nicht übergeben werden kann.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="186"/>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="191"/>
        <source>A client certificate goes with its key: give both files, or neither.</source>
        <translation>Ein Client-Zertifikat gehört zu seinem Schlüssel: Geben Sie beide Dateien an oder keine.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="214"/>
        <source>Connecting to %1:%2…</source>
        <translation>Verbindung zu %1:%2 wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="226"/>
        <source>Connected, but could not read which platforms the database holds: %1</source>
        <translation>Verbunden, aber es ließ sich nicht lesen, welche Plattformen die Datenbank enthält: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="229"/>
        <source>%1 holds neither a Tabularia nor a Holotable schema: choose the database one of the platforms uses.</source>
        <translation>%1 enthält weder ein Tabularia- noch ein Holotable-Schema: Wählen Sie die Datenbank, die eine der Plattformen verwendet.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="355"/>
        <source>Keep the password in the system keychain, never in Metadesk&apos;s settings.</source>
        <translation>Das Passwort im Schlüsselbund des Systems aufbewahren, nie in den Einstellungen von Metadesk.</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/ConnectDialog.cpp" line="361"/>
        <source>No system keychain answered, so the password cannot be remembered. %1</source>
        <translation>Kein Schlüsselbund des Systems hat geantwortet, daher kann das Passwort nicht gemerkt werden. %1</translation>
    </message>
</context>
<context>
    <name>metadesk::ConnectionSettingsDialog</name>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="57"/>
        <source>Connection Settings — %1</source>
        <translation>Verbindungseinstellungen — %1</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="59"/>
        <source>Run thresholds: the ages after which Tabularia gives up on a run. Set them as this installation&apos;s gateway is configured; the overview, the run marks and the integrity check of this database use them. Whole seconds.</source>
        <translation>Lauf-Schwellen: das Alter, nach dem Tabularia einen Lauf aufgibt. Stellen Sie sie so ein, wie das Gateway dieser Installation konfiguriert ist; die Übersicht, die Markierungen der Läufe und die Integritätsprüfung dieser Datenbank verwenden sie. Ganze Sekunden.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="69"/>
        <source>A started orchestration whose heartbeat is this old belongs to a dead orchestrator.</source>
        <translation>Eine gestartete Orchestrierung, deren Heartbeat so alt ist, gehört zu einem toten Orchestrator.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="73"/>
        <source>An orchestration queued this long is closed as never started.</source>
        <translation>Eine so lange wartende Orchestrierung wird als nie gestartet geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="77"/>
        <source>An engine run not finished this long after it started has timed out (Celery&apos;s limit plus 300).</source>
        <translation>Ein Engine-Lauf, der so lange nach seinem Start nicht fertig ist, hat die Zeit überschritten (Celerys Limit plus 300).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="84"/>
        <source>LLM limits: the ceilings this installation&apos;s Holotable is configured with. A workspace whose own limit is empty inherits them; 0 turns a limit off.</source>
        <translation>LLM-Limits: die Obergrenzen, mit denen das Holotable dieser Installation konfiguriert ist. Ein Arbeitsbereich, dessen eigenes Limit leer ist, übernimmt sie; 0 schaltet ein Limit ab.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="39"/>
        <source>%1 Platform default: %2.</source>
        <translation>%1 Standard der Plattform: %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="43"/>
        <source>%1 Default %2.</source>
        <translation>%1 Standard %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="91"/>
        <source>Model requests a minute per person in a workspace (0: off).</source>
        <translation>Modellanfragen pro Minute und Person in einem Arbeitsbereich (0: aus).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="95"/>
        <source>Input plus output tokens a workspace may spend per UTC day (0: off).</source>
        <translation>Eingabe- plus Ausgabe-Tokens, die ein Arbeitsbereich pro UTC-Tag verbrauchen darf (0: aus).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="99"/>
        <source>Messages kept per conversation; the chat transcripts mark the older ones as swept.</source>
        <translation>Pro Unterhaltung behaltene Nachrichten; die Chatverläufe markieren ältere als gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="103"/>
        <source>Days a chat message is kept (0: no age limit).</source>
        <translation>Tage, die eine Chatnachricht behalten wird (0: keine Altersgrenze).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="107"/>
        <source>Days a generation log row is kept and shown (0: no age limit).</source>
        <translation>Tage, die eine Zeile des Generierungsprotokolls behalten und gezeigt wird (0: keine Altersgrenze).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="112"/>
        <source>AI spend caps: what this installation lets the assistant spend per UTC day, in US dollars; 0 or empty is no cap (the platform&apos;s default).</source>
        <translation>KI-Ausgabenlimits: was diese Installation den Assistenten pro UTC-Tag ausgeben lässt, in US-Dollar; 0 oder leer ist kein Limit (der Standard der Plattform).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="118"/>
        <source>What one user may spend in a day.</source>
        <translation>Was ein Benutzer an einem Tag ausgeben darf.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="121"/>
        <source>What the whole installation may spend in a day.</source>
        <translation>Was die ganze Installation an einem Tag ausgeben darf.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="132"/>
        <source>Reset to the platform&apos;s defaults</source>
        <translation>Auf die Vorgaben der Plattform zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="183"/>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="202"/>
        <source>%1 must be a whole number, 0 or more (not “%2”).</source>
        <translation>%1 muss eine ganze Zahl sein, 0 oder mehr (nicht „%2“).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="227"/>
        <source>%1 must be a number of US dollars, 0 or more (not “%2”).</source>
        <translation>%1 muss ein Betrag in US-Dollar sein, 0 oder mehr (nicht „%2“).</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="247"/>
        <source>%1 is empty: give a whole number of seconds, at least 1.</source>
        <translation>%1 ist leer: Geben Sie eine ganze Zahl von Sekunden an, mindestens 1.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/ConnectionSettingsDialog.cpp" line="248"/>
        <source>%1 must be a whole number of seconds, at least 1 (not “%2”).</source>
        <translation>%1 muss eine ganze Zahl von Sekunden sein, mindestens 1 (nicht „%2“).</translation>
    </message>
</context>
<context>
    <name>metadesk::ContractAction</name>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="14"/>
        <source>Data &amp;Contract…</source>
        <translation>Data &amp;Contract…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="18"/>
        <source>The datasource&apos;s data contract: its state, document, versions, their differences and restore, its results</source>
        <translation>Der Data Contract der Datasource: sein Zustand, Dokument, Versionen, ihre Unterschiede und Wiederherstellung, seine Ergebnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="20"/>
        <source>Select a datasource first.</source>
        <translation>Wählen Sie zuerst eine Datasource aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="21"/>
        <source>Open Datasources or a contract table and select a row first.</source>
        <translation>Öffnen Sie Datasources oder eine Contract-Tabelle und wählen Sie zuerst eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="22"/>
        <source>Contract Results and &amp;Alerts…</source>
        <translation>Contract-Ergebnisse und &amp;Benachrichtigungen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAction.cpp" line="25"/>
        <source>The contract alerts waiting to be sent or stuck in sending, and every contract&apos;s results</source>
        <translation>Die Contract-Benachrichtigungen, die auf Versand warten oder im Versand hängen, und die Ergebnisse aller Contracts</translation>
    </message>
</context>
<context>
    <name>metadesk::ContractAlertsDialog</name>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="33"/>
        <source>Contract Results and Alerts</source>
        <translation>Contract-Ergebnisse und Benachrichtigungen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="42"/>
        <source>The alerts&apos; outbox (data_contract_results.notify). The platform&apos;s scheduler sends the pending alerts on each tick, claiming each one (pending → sending) before it sends it; a scheduler that dies while sending leaves its claim, and the platform never sends that alert again. Retry puts such a claim back to pending for the scheduler to send, only if it is still the claim shown here. Metadesk never sends anything.</source>
        <translation>Der Postausgang der Benachrichtigungen (data_contract_results.notify). Der Scheduler der Plattform sendet die wartenden Benachrichtigungen bei jedem Durchlauf und claimt jede (pending → sending), bevor er sie sendet; ein Scheduler, der beim Senden endet, hinterlässt seinen Claim, und die Plattform sendet diese Benachrichtigung nie wieder. Erneut versuchen setzt einen solchen Claim für den Scheduler auf pending zurück, nur wenn er noch der hier gezeigte Claim ist. Metadesk sendet nie etwas.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="53"/>
        <source>Alerts pending and claimed, in the order the scheduler takes them</source>
        <translation>Wartende und geclaimte Benachrichtigungen, in der Reihenfolge, in der der Scheduler sie nimmt</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="64"/>
        <source>Reading the outbox…</source>
        <translation>Der Postausgang wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="69"/>
        <source>Re&amp;fresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="72"/>
        <source>&amp;Retry…</source>
        <translation>E&amp;rneut versuchen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="74"/>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="173"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="77"/>
        <source>&amp;Outbox</source>
        <translation>&amp;Postausgang</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="80"/>
        <source>R&amp;esults</source>
        <translation>E&amp;rgebnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="127"/>
        <source>The outbox could not be read: %1</source>
        <translation>Der Postausgang konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="128"/>
        <source>%1 pending, %2 claimed and not finished (%3 of them older than %4 minutes).</source>
        <translation>%1 wartend, %2 geclaimt und nicht abgeschlossen (%3 davon älter als %4 Minuten).</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="145"/>
        <source>This connection is read-only: releasing a claim writes the alert.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Freigeben eines Claims schreibt die Benachrichtigung.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="146"/>
        <source>Put the picked claim back to pending, for the scheduler to send</source>
        <translation>Den gewählten Claim auf pending zurücksetzen, damit der Scheduler sendet</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="147"/>
        <source>Pick an alert that is claimed (sending) first.</source>
        <translation>Wählen Sie zuerst eine geclaimte Benachrichtigung (sending) aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="162"/>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="168"/>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="182"/>
        <source>Retry Alert</source>
        <translation>Benachrichtigung erneut versuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractAlertsDialog.cpp" line="169"/>
        <source>Release the claim on the alert of contract result %1?</source>
        <translation>Den Claim auf die Benachrichtigung von Contract-Ergebnis %1 freigeben?</translation>
    </message>
</context>
<context>
    <name>metadesk::ContractDialog</name>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="43"/>
        <source>Data Contract — Datasource %1</source>
        <translation>Data Contract — Datasource %1</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="50"/>
        <source>Reading the contract…</source>
        <translation>Der Contract wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="58"/>
        <source>The contract&apos;s current document</source>
        <translation>Das aktuelle Dokument des Contracts</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="60"/>
        <source>Current &amp;Document</source>
        <translation>Aktuelles &amp;Dokument</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="62"/>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="66"/>
        <source>&amp;Restore This Version…</source>
        <translation>Diese Version &amp;wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="70"/>
        <source>Save the picked version&apos;s document again as the contract&apos;s newest version, as the platform saves a contract; no version is changed.</source>
        <translation>Das Dokument der gewählten Version erneut als neueste Version des Contracts speichern, wie die Plattform einen Contract speichert; keine Version wird geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="72"/>
        <source>This connection is read-only: restoring a version writes the contract and appends a version, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Wiederherstellen einer Version schreibt den Contract und hängt eine Version an, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="111"/>
        <source>There is no datasource %1 (any more), and no contract rows name it.</source>
        <translation>Es gibt (mehr) keine Datasource %1, und keine Contract-Zeile nennt sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="112"/>
        <source>Datasource %1 “%2”: %n saved version(s) of its data contract. Each save that changes the document adds one; none is ever changed.</source>
        <translation>
            <numerusform>Datasource %1 „%2“: %n gespeicherte Version ihres Data Contracts. Jedes Speichern, das das Dokument ändert, fügt eine hinzu; keine wird je geändert.</numerusform>
            <numerusform>Datasource %1 „%2“: %n gespeicherte Versionen ihres Data Contracts. Jedes Speichern, das das Dokument ändert, fügt eine hinzu; keine wird je geändert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="116"/>
        <source>(gone)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="130"/>
        <source>The contract could not be read: %1</source>
        <translation>Der Contract konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="137"/>
        <source>This datasource has no data contract (a contract removed by itself keeps its saved versions and results, shown here).</source>
        <translation>Diese Datasource hat keinen Data Contract (ein allein entfernter Contract behält seine gespeicherten Versionen und Ergebnisse, hier gezeigt).</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="142"/>
        <source>There is no contract to restore a version into.</source>
        <translation>Es gibt keinen Contract, in den eine Version wiederhergestellt werden könnte.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="148"/>
        <source>Icon: %1 (the state the platform shows beside the datasource).</source>
        <translation>Symbol: %1 (der Zustand, den die Plattform neben der Datasource zeigt).</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="149"/>
        <source>Icon: none — the contract is disabled, and the platform&apos;s lists show no state for it.</source>
        <translation>Symbol: keines — der Contract ist deaktiviert, und die Listen der Plattform zeigen keinen Zustand für ihn.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="151"/>
        <source>Version %1, %2. Status %3, checked %4; %5, %6.</source>
        <translation>Version %1, %2. Status %3, geprüft %4; %5, %6.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="152"/>
        <source>enabled</source>
        <translation>aktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="152"/>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="153"/>
        <source>never on these data</source>
        <translation>nie auf diesen Daten</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="154"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="154"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="156"/>
        <source>An update was refused by a blocking rule at %1 (run %2): the datasource still serves the data before it.</source>
        <translation>Eine Aktualisierung wurde am %1 von einer blockierenden Regel abgelehnt (Run %2): Die Datasource stellt weiter die Daten davor bereit.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="159"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="161"/>
        <source>Alerts: none (no recipients or no SMTP connection).</source>
        <translation>Benachrichtigungen: keine (keine Empfänger oder keine SMTP-Verbindung).</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="162"/>
        <source>Alerts on a change of state to %1 through connection %2.</source>
        <translation>Benachrichtigungen bei Zustandswechsel an %1 über Verbindung %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="173"/>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="181"/>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="186"/>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="201"/>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="209"/>
        <source>Restore Version</source>
        <translation>Version wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="187"/>
        <source>Restore version %1 of the contract of datasource %2?</source>
        <translation>Version %1 des Contracts der Datasource %2 wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="191"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>metadesk::ContractResultsModel</name>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="16"/>
        <source>in the future</source>
        <translation>in der Zukunft</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="18"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="20"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="22"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="23"/>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="60"/>
        <source>%1 (gone)</source>
        <translation>%1 (entfernt)</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="61"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="67"/>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="75"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="90"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="92"/>
        <source>Evaluated</source>
        <translation>Ausgewertet</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="94"/>
        <source>Datasource</source>
        <translation>Datasource</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="96"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="98"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="100"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="102"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="104"/>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="106"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="108"/>
        <source>Update</source>
        <translation>Aktualisierung</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="110"/>
        <source>Alert</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsModel.cpp" line="112"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
</context>
<context>
    <name>metadesk::ContractResultsPanel</name>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="27"/>
        <source>&amp;Outcome</source>
        <translation>&amp;Ausgang</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="30"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="31"/>
        <source>Any</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="38"/>
        <source>&amp;Datasource id</source>
        <translation>&amp;Datasource-ID</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="41"/>
        <source>Datasource id</source>
        <translation>Datasource-ID</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="42"/>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="60"/>
        <source>Contract results, newest first</source>
        <translation>Contract-Ergebnisse, neueste zuerst</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="76"/>
        <source>The picked evaluation&apos;s report</source>
        <translation>Der Bericht der gewählten Auswertung</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="105"/>
        <source>A datasource id is a positive whole number.</source>
        <translation>Eine Datasource-ID ist eine positive ganze Zahl.</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="110"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="128"/>
        <source>The results could not be read: %1</source>
        <translation>Die Ergebnisse konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="129"/>
        <source>The newest %1 results.</source>
        <translation>Die neuesten %1 Ergebnisse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="130"/>
        <source>%n result(s).</source>
        <translation>
            <numerusform>%n Ergebnis.</numerusform>
            <numerusform>%n Ergebnisse.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::CredentialActions</name>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="30"/>
        <source>Reveal &amp;Credential…</source>
        <translation>Zugangsdaten an&amp;zeigen…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="32"/>
        <source>&amp;Fernet Keys…</source>
        <translation>&amp;Fernet-Schlüssel…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="34"/>
        <source>Change Cre&amp;dential…</source>
        <translation>Zugangsdaten än&amp;dern…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="36"/>
        <source>R&amp;otate Credentials to the First Key…</source>
        <translation>Zugangsdaten auf den ersten Schlüssel &amp;rotieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="99"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="227"/>
        <source>This database is open read-only: no credential is re-encrypted.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet: Keine Zugangsdaten werden neu verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="100"/>
        <source>Re-encrypt every connection&apos;s credential with key 1 of the Fernet keys, so that the platform can run on that key alone</source>
        <translation>Die Zugangsdaten jeder Verbindung mit Schlüssel 1 der Fernet-Schlüssel neu verschlüsseln, damit die Plattform mit diesem Schlüssel allein laufen kann</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="102"/>
        <source>Decrypt the picked connection&apos;s credential with the Fernet keys</source>
        <translation>Die Zugangsdaten der gewählten Verbindung mit den Fernet-Schlüsseln entschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="103"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="107"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="162"/>
        <source>Select a connection first.</source>
        <translation>Wählen Sie zuerst eine Verbindung.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="104"/>
        <source>Open Connections and select a row first.</source>
        <translation>Öffnen Sie zuerst Verbindungen und wählen Sie eine Zeile.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="105"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="166"/>
        <source>This database is open read-only: no credential is changed.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet: Es wird kein Zugangsdatum geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="106"/>
        <source>Encrypt a new password for the picked connection with key 1</source>
        <translation>Ein neues Passwort für die gewählte Verbindung mit Schlüssel 1 verschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="108"/>
        <source>The platform&apos;s Fernet keys for this database, kept in the system keychain</source>
        <translation>Die Fernet-Schlüssel der Plattform für diese Datenbank, im Schlüsselbund des Systems verwahrt</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="249"/>
        <source>Left untouched, since no key decrypts them:
%1</source>
        <translation>Unverändert gelassen, da kein Schlüssel sie entschlüsselt:
%1</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="257"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="311"/>
        <source>Nothing re-encrypted.</source>
        <translation>Nichts neu verschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="262"/>
        <source>Re-encrypting credentials with key 1…</source>
        <translation>Zugangsdaten werden mit Schlüssel 1 neu verschlüsselt…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="262"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="264"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="310"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="312"/>
        <source>Rotate Credentials</source>
        <translation>Zugangsdaten rotieren</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="272"/>
        <source>Re-encrypting credential %1 of %2 with key 1…</source>
        <translation>Zugangsdatum %1 von %2 wird mit Schlüssel 1 neu verschlüsselt…</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="273"/>
        <source>Committing…</source>
        <translation>Wird festgeschrieben…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/connections/CredentialActions.cpp" line="286"/>
        <source>Re-encrypted %n credential(s) with key 1 (%1). Key 1 alone now decrypts them.</source>
        <translation>
            <numerusform>%n Zugangsdatum mit Schlüssel 1 (%1) neu verschlüsselt. Schlüssel 1 allein entschlüsselt es nun.</numerusform>
            <numerusform>%n Zugangsdaten mit Schlüssel 1 (%1) neu verschlüsselt. Schlüssel 1 allein entschlüsselt sie nun.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="295"/>
        <source>Rotate Credentials to the First Key</source>
        <translation>Zugangsdaten auf den ersten Schlüssel rotieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/connections/CredentialActions.cpp" line="296"/>
        <source>Re-encrypt %n credential(s) with key 1 of this database&apos;s Fernet keys (fingerprint %1)?</source>
        <translation>
            <numerusform>%n Zugangsdatum mit Schlüssel 1 der Fernet-Schlüssel dieser Datenbank (Fingerabdruck %1) neu verschlüsseln?</numerusform>
            <numerusform>%n Zugangsdaten mit Schlüssel 1 der Fernet-Schlüssel dieser Datenbank (Fingerabdruck %1) neu verschlüsseln?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="302"/>
        <source>Re-encrypt</source>
        <translation>Neu verschlüsseln</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="97"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="109"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="222"/>
        <source>Open a Tabularia database first.</source>
        <translation>Öffnen Sie zuerst eine Tabularia-Datenbank.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="146"/>
        <source>No Fernet keys are kept for this database: add the platform&apos;s keys with Fernet Keys… first.</source>
        <translation>Für diese Datenbank sind keine Fernet-Schlüssel hinterlegt: Fügen Sie zuerst die Schlüssel der Plattform über Fernet-Schlüssel… hinzu.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="185"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="209"/>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="211"/>
        <source>Change Credential</source>
        <translation>Zugangsdaten ändern</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="186"/>
        <source>New password of the connection (empty: none). It is encrypted with key 1 of this database&apos;s Fernet keys; the platform&apos;s audit log records the change.</source>
        <translation>Neues Passwort der Verbindung (leer: keines). Es wird mit Schlüssel 1 der Fernet-Schlüssel dieser Datenbank verschlüsselt; das Audit-Log der Plattform hält die Änderung fest.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="199"/>
        <source>Replace a Credential No Key Decrypts?</source>
        <translation>Zugangsdaten ersetzen, die kein Schlüssel entschlüsselt?</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="201"/>
        <source>Replace it all the same? The old credential is lost unless its key is found.</source>
        <translation>Trotzdem ersetzen? Die alten Zugangsdaten gehen verloren, sofern ihr Schlüssel nicht gefunden wird.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/CredentialActions.cpp" line="209"/>
        <source>The new credential is stored.</source>
        <translation>Die neuen Zugangsdaten sind gespeichert.</translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardExportAction</name>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="17"/>
        <source>E&amp;xport Dashboard…</source>
        <translation>Dashboard e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="19"/>
        <source>The dashboard&apos;s current spec to a JSON file, exactly as stored</source>
        <translation>Die aktuelle Spezifikation des Dashboards in eine JSON-Datei, genau wie gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="20"/>
        <source>Select a dashboard first.</source>
        <translation>Wählen Sie zuerst ein Dashboard aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="20"/>
        <source>Open Dashboards and select a dashboard first.</source>
        <translation>Öffnen Sie zuerst Dashboards und wählen Sie ein Dashboard aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="27"/>
        <source>Export Dashboard</source>
        <translation>Dashboard exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="39"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="45"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardExportAction.cpp" line="50"/>
        <source>Exported v%1 of dashboard “%2” to %3.</source>
        <translation>v%1 von Dashboard „%2“ nach %3 exportiert.</translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardHistoryAction</name>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="26"/>
        <source>&amp;Dashboard History…</source>
        <translation>&amp;Dashboard-Verlauf…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="29"/>
        <source>Every version of the dashboard, what changed between any two, and restore</source>
        <translation>Jede Version des Dashboards, was sich zwischen zwei beliebigen geändert hat, und Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="30"/>
        <source>Select a dashboard first.</source>
        <translation>Wählen Sie zuerst ein Dashboard aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="31"/>
        <source>Open Dashboards or Dashboard versions and select a row first.</source>
        <translation>Öffnen Sie zuerst Dashboards oder Dashboard-Versionen und wählen Sie eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="47"/>
        <source>&amp;Restore This Version…</source>
        <translation>Diese Version &amp;wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="51"/>
        <source>This connection is read-only.</source>
        <translation>Diese Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="52"/>
        <source>Appends a new version with this version&apos;s spec, as the platform restores</source>
        <translation>Hängt eine neue Version mit der Spec dieser Version an, wie die Plattform wiederherstellt</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="67"/>
        <source>Cannot restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="70"/>
        <source>Restore this version?</source>
        <translation>Diese Version wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="77"/>
        <source>Restored v%1 as v%2, now current.</source>
        <translation>v%1 als v%2 wiederhergestellt, jetzt aktuell.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryAction.cpp" line="79"/>
        <source>Not restored</source>
        <translation>Nicht wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardHistoryDialog</name>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="15"/>
        <source>Version History — Dashboard %1</source>
        <translation>Versionsverlauf — Dashboard %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="19"/>
        <source>What changed, path by path</source>
        <translation>Was sich geändert hat, Pfad für Pfad</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="38"/>
        <source>Its title differs from its current spec&apos;s, “%1”: something wrote one without the other.</source>
        <translation>Sein Titel weicht von dem seiner aktuellen Spec ab, „%1“: Etwas hat das eine ohne das andere geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="41"/>
        <source>It is deleted: the platform no longer lists it; undelete it to restore a version.</source>
        <translation>Es ist gelöscht: Die Plattform listet es nicht mehr; stellen Sie es wieder her, um eine Version wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="62"/>
        <source>There is no dashboard %1 (any more).</source>
        <translation>Dashboard %1 gibt es nicht (mehr).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="65"/>
        <source>Dashboard “%1”: %n version(s). Every save appends one, a rename and a restore too; none is ever changed.</source>
        <translation>
            <numerusform>Dashboard „%1“: %n Version. Jedes Speichern hängt eine an, auch Umbenennen und Wiederherstellen; keine wird je geändert.</numerusform>
            <numerusform>Dashboard „%1“: %n Versionen. Jedes Speichern hängt eine an, auch Umbenennen und Wiederherstellen; keine wird je geändert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="81"/>
        <source>The same version on both sides.</source>
        <translation>Auf beiden Seiten dieselbe Version.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="82"/>
        <source>v%1 and v%2 have the same spec.</source>
        <translation>v%1 und v%2 haben dieselbe Spec.</translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardImportAction</name>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="20"/>
        <source>I&amp;mport Dashboard…</source>
        <translation>Dashboard i&amp;mportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="43"/>
        <source>Open a Holotable database first.</source>
        <translation>Öffnen Sie zuerst eine Holotable-Datenbank.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="45"/>
        <source>This connection is read-only: importing writes a new dashboard.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Ein Import schreibt ein neues Dashboard.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="46"/>
        <source>A dashboard spec from a JSON file as a new dashboard of a workspace</source>
        <translation>Eine Dashboard-Spezifikation aus einer JSON-Datei als neues Dashboard eines Workspace</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="55"/>
        <source>This connection is read-only: importing writes a new dashboard, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Ein Import schreibt ein neues Dashboard und wird daher nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="58"/>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="73"/>
        <source>Dashboard “%1” was imported into workspace %2 (%3, v1).</source>
        <translation>Dashboard „%1“ wurde in Workspace %2 importiert (%3, v1).</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportAction.cpp" line="100"/>
        <source>Import Dashboard</source>
        <translation>Dashboard importieren</translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardImportDialog</name>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="24"/>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="107"/>
        <source>Import Dashboard</source>
        <translation>Dashboard importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="26"/>
        <source>A dashboard spec from a JSON file becomes a new dashboard of the workspace, at version 1, titled as the spec is. It is checked first; nothing is written until you import.</source>
        <translation>Eine Dashboard-Spezifikation aus einer JSON-Datei wird ein neues Dashboard des Workspace, in Version 1, mit dem Titel der Spezifikation. Sie wird zuerst geprüft; geschrieben wird erst beim Import.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="36"/>
        <source>A .json file: a spec as Export Dashboard writes it, or the platform&apos;s export</source>
        <translation>Eine .json-Datei: eine Spezifikation, wie „Dashboard exportieren“ sie schreibt, oder der Export der Plattform</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="37"/>
        <source>&amp;Choose…</source>
        <translation>&amp;Auswählen…</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="42"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="51"/>
        <source>The workspaces that have a live source: a dashboard&apos;s panels read from the sources of its own workspace</source>
        <translation>Die Workspaces mit einer aktiven Quelle: Die Panels eines Dashboards lesen aus den Quellen seines eigenen Workspace</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="53"/>
        <source>&amp;Workspace:</source>
        <translation>&amp;Workspace:</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="64"/>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="108"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="118"/>
        <source>Choose a file to import.</source>
        <translation>Wählen Sie eine Datei zum Importieren.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="121"/>
        <source>There is no workspace with a live source to import into.</source>
        <translation>Es gibt keinen Workspace mit einer aktiven Quelle, in den importiert werden kann.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/DashboardImportDialog.cpp" line="126"/>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>metadesk::DatasourceDeleteDialog</name>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="37"/>
        <source>%1 (ids %2)</source>
        <translation>%1 (IDs %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="48"/>
        <source>Delete Datasource</source>
        <translation>Datenquelle löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="62"/>
        <source>Where it comes from</source>
        <translation>Woher sie stammt</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="73"/>
        <source>What the delete does, in one transaction</source>
        <translation>Was das Löschen tut, in einer Transaktion</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="83"/>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="85"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="102"/>
        <source>Datasource %1</source>
        <translation>Datenquelle %1</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="103"/>
        <source>Delete datasource %1 (%2)?</source>
        <translation>Datenquelle %1 (%2) löschen?</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="114"/>
        <source>Runs detached (they stay):</source>
        <translation>Abgehängte Läufe (sie bleiben):</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="115"/>
        <source>Data contracts removed:</source>
        <translation>Entfernte Datenverträge:</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="116"/>
        <source>Contract versions removed:</source>
        <translation>Entfernte Vertragsversionen:</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="117"/>
        <source>Contract results removed:</source>
        <translation>Entfernte Vertragsergebnisse:</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="119"/>
        <source>Objects queued for deletion:</source>
        <translation>Zum Löschen eingereihte Objekte:</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="121"/>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="135"/>
        <source>This connection is read-only: deleting a datasource writes runs, contracts, the deletion queue and the datasource, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: das Löschen einer Datenquelle schreibt Läufe, Verträge, die Löschwarteschlange und die Datenquelle, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/datasources/DatasourceDeleteDialog.cpp" line="159"/>
        <source>%1 Read again: this is what a delete would do now.</source>
        <translation>%1 Neu gelesen: das würde ein Löschen jetzt tun.</translation>
    </message>
</context>
<context>
    <name>metadesk::DeleteImpact</name>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="45"/>
        <source>%n row(s) of %1 will be deleted with it.</source>
        <translation>
            <numerusform>%n Zeile aus %1 wird mitgelöscht.</numerusform>
            <numerusform>%n Zeilen aus %1 werden mitgelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="48"/>
        <source>%n row(s) of %1 will be kept with this reference emptied.</source>
        <translation>
            <numerusform>%n Zeile aus %1 bleibt erhalten, ihr Verweis wird geleert.</numerusform>
            <numerusform>%n Zeilen aus %1 bleiben erhalten, ihr Verweis wird geleert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="51"/>
        <source>%n row(s) of %1 will keep pointing at it (no foreign key, by design).</source>
        <translation>
            <numerusform>%n Zeile aus %1 verweist weiterhin darauf (bewusst ohne Fremdschlüssel).</numerusform>
            <numerusform>%n Zeilen aus %1 verweisen weiterhin darauf (bewusst ohne Fremdschlüssel).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="55"/>
        <source>%n row(s) of %1 still belong to it: move or delete them first.</source>
        <translation>
            <numerusform>%n Zeile aus %1 gehört noch dazu: Verschieben oder löschen Sie sie zuerst.</numerusform>
            <numerusform>%n Zeilen aus %1 gehören noch dazu: Verschieben oder löschen Sie sie zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/rules/DeleteImpact.cpp" line="61"/>
        <source>Deleted for good, as the platform deletes a template: the dashboards made from it keep their specs (instantiating copies the spec; nothing points back at the template).</source>
        <translation>Endgültig gelöscht, wie die Plattform eine Vorlage löscht: Die daraus angelegten Dashboards behalten ihre Spezifikationen (beim Anlegen wird die Spezifikation kopiert; nichts verweist auf die Vorlage zurück).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/DeleteImpact.cpp" line="64"/>
        <source>Audit entries keep naming this user through their actor label; only the link to the account is emptied.</source>
        <translation>Audit-Einträge nennen diesen Benutzer weiterhin über ihre Akteursbezeichnung; nur die Verknüpfung mit dem Konto wird geleert.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/DeleteImpact.cpp" line="69"/>
        <source>As the platform&apos;s own delete does, Metadesk empties or deletes the rows that depend on it in the same transaction (the database&apos;s foreign keys do not).</source>
        <translation>Wie beim Löschen durch die Plattform selbst leert oder löscht Metadesk die davon abhängigen Zeilen in derselben Transaktion (die Fremdschlüssel der Datenbank tun das nicht).</translation>
    </message>
</context>
<context>
    <name>metadesk::DetailHeader</name>
    <message>
        <location filename="../src/gui/detail/DetailHeader.cpp" line="56"/>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/DetailHeader.cpp" line="66"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/DetailHeader.cpp" line="70"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/DetailHeader.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>metadesk::DiffModel</name>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffModel.cpp" line="115"/>
        <source>%n unchanged line(s), folded; press Enter to show them</source>
        <translation>
            <numerusform>%n unveränderte Zeile, zusammengefaltet; Eingabe drücken, um sie zu zeigen</numerusform>
            <numerusform>%n unveränderte Zeilen, zusammengefaltet; Eingabe drücken, um sie zu zeigen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="120"/>
        <source>no old line</source>
        <translation>keine alte Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="120"/>
        <source>no new line</source>
        <translation>keine neue Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="124"/>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="127"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="130"/>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="133"/>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="139"/>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="140"/>
        <source>Old line %1, %2: %3</source>
        <translation>Alte Zeile %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="140"/>
        <source>New line %1, %2: %3</source>
        <translation>Neue Zeile %1, %2: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffModel.cpp" line="156"/>
        <source>⋯  %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯  %n unveränderte Zeile — zum Zeigen klicken</numerusform>
            <numerusform>⋯  %n unveränderte Zeilen — zum Zeigen klicken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="158"/>
        <source>Lines %1–%2 are the same in both. Click or press Enter to show them.</source>
        <translation>Die Zeilen %1–%2 sind in beiden gleich. Klicken oder Eingabe drücken, um sie zu zeigen.</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="211"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="213"/>
        <source>Old</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffModel.cpp" line="215"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
</context>
<context>
    <name>metadesk::DiffView</name>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="38"/>
        <source>Where the change is</source>
        <translation>Wo die Änderung ist</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="41"/>
        <source>Show &amp;All Lines</source>
        <translation>&amp;Alle Zeilen zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="43"/>
        <source>Open every fold of unchanged lines</source>
        <translation>Alle zusammengefalteten unveränderten Zeilen aufklappen</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="45"/>
        <source>&amp;Previous Change</source>
        <translation>Vo&amp;rherige Änderung</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="48"/>
        <source>Go to the previous change (Alt+Up or Shift+F8)</source>
        <translation>Zur vorherigen Änderung (Alt+Pfeil nach oben oder Umschalt+F8)</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="51"/>
        <source>&amp;Next Change</source>
        <translation>&amp;Nächste Änderung</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="54"/>
        <source>Go to the next change (Alt+Down or F8)</source>
        <translation>Zur nächsten Änderung (Alt+Pfeil nach unten oder F8)</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="72"/>
        <source>Notes about the comparison</source>
        <translation>Hinweise zum Vergleich</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="79"/>
        <source>Differences, old version on the left, new on the right</source>
        <translation>Unterschiede, alte Version links, neue rechts</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="118"/>
        <source>The version&apos;s content, as saved</source>
        <translation>Der Inhalt der Version, wie gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="124"/>
        <source>Nothing to compare yet.</source>
        <translation>Noch nichts zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="134"/>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="161"/>
        <source>identical</source>
        <translation>identisch</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="165"/>
        <source>%n line(s) changed</source>
        <translation>
            <numerusform>%n Zeile geändert</numerusform>
            <numerusform>%n Zeilen geändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="167"/>
        <source>%n added</source>
        <translation>
            <numerusform>%n hinzugefügt</numerusform>
            <numerusform>%n hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="169"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n entfernt</numerusform>
            <numerusform>%n entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="172"/>
        <source>%1 → %2: %3</source>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../src/gui/diff/DiffView.cpp" line="227"/>
        <source>Here: %1</source>
        <translation>Hier: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::EditController</name>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="137"/>
        <source>&amp;New Row…</source>
        <translation>&amp;Neue Zeile…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="137"/>
        <source>Add a row to this table</source>
        <translation>Dieser Tabelle eine Zeile hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="138"/>
        <source>&amp;Edit Row…</source>
        <translation>Zeile &amp;bearbeiten…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="138"/>
        <source>Edit the selected row</source>
        <translation>Die ausgewählte Zeile bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="140"/>
        <source>D&amp;uplicate Row…</source>
        <translation>Zeile d&amp;uplizieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="141"/>
        <source>A new row starting from the selected one</source>
        <translation>Eine neue Zeile, ausgehend von der ausgewählten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="142"/>
        <source>&amp;Delete Row…</source>
        <translation>Zeile &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="144"/>
        <location filename="../src/gui/edit/EditController.cpp" line="316"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="144"/>
        <location filename="../src/gui/edit/EditController.cpp" line="320"/>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="145"/>
        <source>Change &amp;Journal…</source>
        <translation>Änderungs&amp;journal…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="147"/>
        <source>Audit &amp;Identity…</source>
        <translation>Audit-&amp;Identität…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="148"/>
        <source>Who you are in the audit trail of the changes you make</source>
        <translation>Wer Sie im Audit-Protokoll der Änderungen sind, die Sie vornehmen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="213"/>
        <source>Audit &amp;Identity: %1…</source>
        <translation>Audit-&amp;Identität: %1…</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="213"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="292"/>
        <source>Open a table first.</source>
        <translation>Öffnen Sie zuerst eine Tabelle.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="294"/>
        <source>This connection is read-only.</source>
        <translation>Diese Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="302"/>
        <location filename="../src/gui/edit/EditController.cpp" line="309"/>
        <source>Select a row first.</source>
        <translation>Wählen Sie zuerst eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="303"/>
        <source>Add a row to %1 (Insert)</source>
        <translation>Eine Zeile zu %1 hinzufügen (Einfg)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="117"/>
        <source>adding “%1” to %2</source>
        <translation>Hinzufügen von „%1“ zu %2</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="119"/>
        <source>the change to “%1” in %2</source>
        <translation>die Änderung an „%1“ in %2</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="123"/>
        <source>deleting “%1” from %2</source>
        <translation>Löschen von „%1“ aus %2</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="143"/>
        <source>Delete the highlighted rows, after showing what depends on them</source>
        <translation>Die markierten Zeilen löschen, nachdem gezeigt wurde, was von ihnen abhängt</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="146"/>
        <source>The changes Metadesk made where the database has no audit table</source>
        <translation>Die Änderungen, die Metadesk vorgenommen hat, wo die Datenbank keine Audit-Tabelle hat</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="301"/>
        <source>Highlight one row only: %1 are highlighted.</source>
        <translation>Nur eine Zeile markieren: %1 sind markiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="304"/>
        <source>Edit the highlighted row (Enter or F2)</source>
        <translation>Die markierte Zeile bearbeiten (Eingabe oder F2)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="305"/>
        <source>A new row starting from the highlighted one (Ctrl+D)</source>
        <translation>Eine neue Zeile ausgehend von der markierten (Strg+D)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="307"/>
        <source>Delete the %1 highlighted rows (Delete)</source>
        <translation>Die %1 markierten Zeilen löschen (Entf)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="308"/>
        <source>Delete the highlighted row (Delete)</source>
        <translation>Die markierte Zeile löschen (Entf)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="316"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="317"/>
        <source>Undo the last change, made in another table than this one, as a new audited change</source>
        <translation>Die letzte Änderung, vorgenommen in einer anderen Tabelle als dieser, als neue protokollierte Änderung rückgängig machen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="319"/>
        <source>Undo the last change, as a new audited change</source>
        <translation>Die letzte Änderung rückgängig machen, als neue protokollierte Änderung</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="327"/>
        <source>Open a database first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="329"/>
        <source>The changes Metadesk made to this database&apos;s Holotable tables where it has no audit table (before its migration 012)</source>
        <translation>Die Änderungen, die Metadesk an den Holotable-Tabellen dieser Datenbank vorgenommen hat, solange sie keine Audit-Tabelle hat (vor ihrer Migration 012)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="331"/>
        <source>Not needed here: this database records changes in its own audit table.</source>
        <translation>Hier nicht nötig: Diese Datenbank hält Änderungen in ihrer eigenen Audit-Tabelle fest.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="345"/>
        <source>Cannot read the row</source>
        <translation>Die Zeile kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="349"/>
        <source>Row gone</source>
        <translation>Zeile verschwunden</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="350"/>
        <source>Someone deleted this row meanwhile. The table is read again.</source>
        <translation>Jemand hat diese Zeile inzwischen gelöscht. Die Tabelle wird neu gelesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="391"/>
        <location filename="../src/gui/edit/EditController.cpp" line="435"/>
        <source>Nothing deleted</source>
        <translation>Nichts gelöscht</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="413"/>
        <source>Cannot read the rows</source>
        <translation>Die Zeilen können nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="422"/>
        <source>Rows gone</source>
        <translation>Zeilen nicht mehr vorhanden</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="423"/>
        <source>%n of the highlighted rows were deleted by someone else meanwhile. Nothing was deleted; the table is read again.</source>
        <translation>
            <numerusform>%n der markierten Zeilen wurde inzwischen von jemand anderem gelöscht. Nichts wurde gelöscht; die Tabelle wird neu gelesen.</numerusform>
            <numerusform>%n der markierten Zeilen wurden inzwischen von jemand anderem gelöscht. Nichts wurde gelöscht; die Tabelle wird neu gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="436"/>
        <source>Datasources are deleted one at a time, each after a list of what goes with it. Select one.</source>
        <translation>Datenquellen werden einzeln gelöscht, jede nach einer Liste dessen, was mit ihr geht. Wählen Sie eine aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="456"/>
        <source>Deleted datasource %1 as the platform deletes it.</source>
        <translation>Datenquelle %1 gelöscht, wie die Plattform sie löscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="470"/>
        <location filename="../src/gui/edit/EditController.cpp" line="496"/>
        <source>Cannot delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="477"/>
        <source>• “%1”: %2</source>
        <translation>• „%1“: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="486"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weitere.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="505"/>
        <source>Delete %1 row</source>
        <translation>Zeile aus %1 löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="505"/>
        <source>Delete %1 rows</source>
        <translation>Zeilen aus %1 löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="512"/>
        <source>“%1” cannot be deleted while other rows belong to it.</source>
        <translation>„%1“ kann nicht gelöscht werden, solange andere Zeilen dazugehören.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="514"/>
        <source>Nothing was deleted: %1 cannot be deleted while other rows belong to it.</source>
        <translation>Nichts wurde gelöscht: %1 kann nicht gelöscht werden, solange andere Zeilen dazugehören.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="517"/>
        <source>Nothing was deleted: %1 cannot be deleted while other rows belong to them.</source>
        <translation>Nichts wurde gelöscht: %1 können nicht gelöscht werden, solange andere Zeilen dazugehören.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="527"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="529"/>
        <source>Delete these %1 rows from %2: %3?</source>
        <translation>Diese %1 Zeilen aus %2 löschen: %3?</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="531"/>
        <source>Delete “%1” from %2?</source>
        <translation>„%1“ aus %2 löschen?</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="533"/>
        <source>Nothing else refers to it.</source>
        <translation>Nichts anderes verweist darauf.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="533"/>
        <source>Nothing else refers to them.</source>
        <translation>Nichts anderes verweist auf sie.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="537"/>
        <source>This takes away administration, at once and on the platform itself:</source>
        <translation>Damit werden Verwaltungsrechte entzogen, sofort und auf der Plattform selbst:</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="541"/>
        <location filename="../src/gui/edit/EditController.cpp" line="543"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="546"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="569"/>
        <source>“%1”: </source>
        <translation>„%1“: </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="500"/>
        <location filename="../src/gui/edit/EditController.cpp" line="572"/>
        <location filename="../src/gui/edit/EditController.cpp" line="576"/>
        <source>Not deleted</source>
        <translation>Nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="573"/>
        <source>%1%2 Nothing was deleted; the table is read again so you can see it.</source>
        <translation>%1%2 Nichts wurde gelöscht; die Tabelle wird neu gelesen, damit Sie es sehen.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="577"/>
        <source>%1%2 Nothing was deleted.</source>
        <translation>%1%2 Nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="601"/>
        <source>Saved: %1.</source>
        <translation>Gespeichert: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="676"/>
        <source>Your email as a Tabularia user, for this database only. Changes you make here are recorded under it (and linked to that account when it exists). Empty: your database role or system user name (%1).</source>
        <translation>Ihre E-Mail-Adresse als Tabularia-Benutzer, nur für diese Datenbank. Ihre Änderungen hier werden unter ihr verzeichnet (und mit diesem Konto verknüpft, wenn es existiert). Leer: Ihre Datenbankrolle oder Ihr Systembenutzername (%1).</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="597"/>
        <source>Nothing changed.</source>
        <translation>Nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="510"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="562"/>
        <source>Deleted %1 rows from %2.</source>
        <translation>%1 Zeilen aus %2 gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="618"/>
        <location filename="../src/gui/edit/EditController.cpp" line="641"/>
        <source>Cannot undo</source>
        <translation>Rückgängig machen nicht möglich</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="627"/>
        <source>Undo in another table</source>
        <translation>Rückgängig in einer anderen Tabelle</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="628"/>
        <source>Undo %1?</source>
        <translation>%1 rückgängig machen?</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="630"/>
        <source>That change was made in another table than the one shown (%1).</source>
        <translation>Diese Änderung wurde in einer anderen Tabelle als der angezeigten (%1) vorgenommen.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="631"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="643"/>
        <source>The row changed again since your change, so undoing it would overwrite someone else&apos;s work. Nothing was changed.</source>
        <translation>Die Zeile hat sich seit Ihrer Änderung erneut geändert; das Rückgängigmachen würde daher die Arbeit eines anderen überschreiben. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="650"/>
        <source>Undone: %1.</source>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="675"/>
        <source>Audit identity</source>
        <translation>Audit-Identität</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/EditController.cpp" line="684"/>
        <source>Changes are recorded as “%1”.</source>
        <translation>Änderungen werden als „%1“ aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>metadesk::EditPolicy</name>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="47"/>
        <source>Metadesk does not know %1, so it knows none of its rules: it is shown read-only.</source>
        <translation>Metadesk kennt die Tabelle „%1“ nicht und damit keine ihrer Regeln: Sie wird schreibgeschützt angezeigt.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="51"/>
        <source>%1 has no key, so a row cannot be singled out for a change.</source>
        <translation>Die Tabelle „%1“ hat keinen Schlüssel, daher lässt sich keine einzelne Zeile für eine Änderung bestimmen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="60"/>
        <source>%1 is append-only: its rows are history and never change.</source>
        <translation>Die Tabelle „%1“ wird nur fortgeschrieben: Ihre Zeilen sind Historie und ändern sich nie.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="62"/>
        <source>%1 holds counters the platform adds to; they are not edited.</source>
        <translation>Die Tabelle „%1“ enthält Zähler, die die Plattform hochzählt; sie werden nicht bearbeitet.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="64"/>
        <source>%1 is ephemeral: the scheduler writes and sweeps its rows.</source>
        <translation>Die Tabelle „%1“ ist flüchtig: Der Scheduler schreibt und bereinigt ihre Zeilen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="66"/>
        <source>%1 is an outbox the scheduler sends from; it is not edited here.</source>
        <translation>Die Tabelle „%1“ ist ein Postausgang, aus dem der Scheduler versendet; sie wird hier nicht bearbeitet.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="68"/>
        <source>%1 is the job queue: orchestrators claim and update its rows.</source>
        <translation>Die Tabelle „%1“ ist die Auftragswarteschlange: Orchestratoren beanspruchen und aktualisieren ihre Zeilen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="70"/>
        <source>%1 keeps a column in step with another source of truth; it changes through its own operation, not a generic edit.</source>
        <translation>Die Tabelle „%1“ hält eine Spalte im Gleichlauf mit einer anderen maßgeblichen Quelle; sie ändert sich über ihre eigene Operation, nicht über eine allgemeine Bearbeitung.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="74"/>
        <source>%1 is soft-deleted and versioned by the platform; it changes through its own operations.</source>
        <translation>Die Plattform markiert Zeilen von „%1“ nur als gelöscht und versioniert sie; sie ändern sich über die eigenen Operationen der Plattform.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/EditPolicy.cpp" line="100"/>
        <source>%1 rows are tombstoned rather than deleted.</source>
        <translation>Zeilen von „%1“ werden stillgelegt statt gelöscht.</translation>
    </message>
</context>
<context>
    <name>metadesk::EffectivePermissions</name>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="138"/>
        <source>everything</source>
        <translation>alles</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="143"/>
        <source>%1 (also %2)</source>
        <translation>%1 (auch %2)</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="148"/>
        <source>superuser: everything</source>
        <translation>Superuser: alles</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="149"/>
        <source>admin through group %1: everything</source>
        <translation>Admin über Gruppe %1: alles</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="151"/>
        <source>inherited from %1</source>
        <translation>geerbt von %1</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="152"/>
        <source>via group %1, inherited from %2</source>
        <translation>über Gruppe %1, geerbt von %2</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="153"/>
        <source>direct</source>
        <translation>direkt</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="153"/>
        <source>via group %1</source>
        <translation>über Gruppe %1</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="157"/>
        <source>A permission on a project also holds on all of its sub-projects, at every level.</source>
        <translation>Eine Berechtigung auf einem Projekt gilt auch für alle seine Unterprojekte, auf jeder Ebene.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/EffectivePermissions.cpp" line="161"/>
        <source>%1 A user holds what is granted to them and to each of their groups; a capability includes those below it (view &lt; run &lt; edit &lt; manage, and manage also includes connect); a superuser, and every member of a group marked admin, can do everything on every project. This is how the platform checks them.</source>
        <translation>%1 Ein Benutzer hat, was ihm selbst und jeder seiner Gruppen gewährt ist; eine Fähigkeit schließt die darunterliegenden ein (view &lt; run &lt; edit &lt; manage, und manage schließt auch connect ein); ein Superuser und jedes Mitglied einer als Admin markierten Gruppe darf in jedem Projekt alles. So prüft die Plattform sie.</translation>
    </message>
</context>
<context>
    <name>metadesk::EffectivePermissionsPanel</name>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="28"/>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="60"/>
        <source>Effective permissions</source>
        <translation>Effektive Berechtigungen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="29"/>
        <source>Effective Permissions</source>
        <translation>Effektive Berechtigungen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="33"/>
        <source>Show permissions of</source>
        <translation>Berechtigungen zeigen für</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="34"/>
        <source>A user</source>
        <translation>Ein Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="35"/>
        <source>A project</source>
        <translation>Ein Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="38"/>
        <source>User or project</source>
        <translation>Benutzer oder Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="44"/>
        <source>Also list &amp;sub-projects&apos; own grants</source>
        <translation>Auch eigene Berechtigungen der &amp;Unterprojekte auflisten</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="46"/>
        <source>Also list sub-projects&apos; own grants</source>
        <translation>Auch eigene Berechtigungen der Unterprojekte auflisten</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="50"/>
        <source>About inheritance</source>
        <translation>Über die Vererbung</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="54"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="133"/>
        <source>%1 (deactivated)</source>
        <translation>%1 (deaktiviert)</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="149"/>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="242"/>
        <source>no connection</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="190"/>
        <source>The users could not be read from the database.</source>
        <translation>Die Benutzer konnten nicht aus der Datenbank gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="191"/>
        <source>The projects could not be read from the database.</source>
        <translation>Die Projekte konnten nicht aus der Datenbank gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="225"/>
        <source>Capability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="225"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="225"/>
        <source>Grantee</source>
        <translation>Berechtigter</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="225"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="228"/>
        <source>Choose a user.</source>
        <translation>Wählen Sie einen Benutzer.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="228"/>
        <source>Choose a project.</source>
        <translation>Wählen Sie ein Projekt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="232"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="250"/>
        <source>The permissions could not be read from the database.</source>
        <translation>Die Berechtigungen konnten nicht aus der Datenbank gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="276"/>
        <source>Not in effect: the user is deactivated, and the platform refuses every request they make, even with a session still open.</source>
        <translation>Nicht wirksam: Der Benutzer ist deaktiviert, und die Plattform lehnt jede seiner Anfragen ab, auch bei noch offener Sitzung.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="293"/>
        <source>(no members in %1)</source>
        <translation>(keine Mitglieder in %1)</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="298"/>
        <source>%1 — not in effect (deactivated)</source>
        <translation>%1 – nicht wirksam (deaktiviert)</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="303"/>
        <source>This user holds no capability on any project.</source>
        <translation>Dieser Benutzer hat in keinem Projekt eine Fähigkeit.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="304"/>
        <source>Nobody holds a capability on this project.</source>
        <translation>Niemand hat in diesem Projekt eine Fähigkeit.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="305"/>
        <source>%n grant(s).</source>
        <translation>
            <numerusform>%n Berechtigung.</numerusform>
            <numerusform>%n Berechtigungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="307"/>
        <source>This user is deactivated: the platform refuses every request they make, so none of these %n grant(s) is in effect until they are activated again.</source>
        <translation>
            <numerusform>Dieser Benutzer ist deaktiviert: Die Plattform lehnt jede seiner Anfragen ab, daher ist diese %n Berechtigung nicht wirksam, bis er wieder aktiviert wird.</numerusform>
            <numerusform>Dieser Benutzer ist deaktiviert: Die Plattform lehnt jede seiner Anfragen ab, daher ist keine dieser %n Berechtigungen wirksam, bis er wieder aktiviert wird.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="311"/>
        <source>%n of them held by deactivated users, not in effect.</source>
        <translation>
            <numerusform>%n davon gehört deaktivierten Benutzern und ist nicht wirksam.</numerusform>
            <numerusform>%n davon gehören deaktivierten Benutzern und sind nicht wirksam.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="313"/>
        <source>Only the first %1 are shown.</source>
        <translation>Nur die ersten %1 werden gezeigt.</translation>
    </message>
</context>
<context>
    <name>metadesk::ExportJob</name>
    <message>
        <location filename="../src/gui/export/ExportJob.cpp" line="63"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/export/ExportJob.cpp" line="80"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>metadesk::FernetKeysDialog</name>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="17"/>
        <source>Fernet Keys of %1</source>
        <translation>Fernet-Schlüssel von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="18"/>
        <source>The keys Tabularia encrypts connection credentials with (its SECURITY__FERNET_KEY), newest first, one a line: credentials are decrypted with each in turn and encrypted with the first. They are kept in the system keychain only, never in Metadesk&apos;s settings.</source>
        <translation>Die Schlüssel, mit denen Tabularia die Zugangsdaten der Verbindungen verschlüsselt (sein SECURITY__FERNET_KEY), der neueste zuerst, einer pro Zeile: Zugangsdaten werden mit jedem der Reihe nach entschlüsselt und mit dem ersten verschlüsselt. Sie werden nur im Schlüsselbund des Systems verwahrt, nie in den Einstellungen von Metadesk.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="26"/>
        <source>New list of Fernet keys</source>
        <translation>Neue Liste der Fernet-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="27"/>
        <source>Paste the keys here, newest first, to replace the stored ones.</source>
        <translation>Fügen Sie die Schlüssel hier ein, den neuesten zuerst, um die gespeicherten zu ersetzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="35"/>
        <source>&amp;Save Keys</source>
        <translation>Schlüssel &amp;speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="37"/>
        <source>&amp;Remove Stored Keys</source>
        <translation>Gespeicherte Schlüssel &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="63"/>
        <source>No keys are stored for this database.</source>
        <translation>Für diese Datenbank sind keine Schlüssel gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="68"/>
        <source>%n key(s) stored in the system keychain.</source>
        <translation>
            <numerusform>%n Schlüssel im Schlüsselbund des Systems gespeichert.</numerusform>
            <numerusform>%n Schlüssel im Schlüsselbund des Systems gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="69"/>
        <source>The stored keys are not valid: %1</source>
        <translation>Die gespeicherten Schlüssel sind ungültig: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::FieldEditor</name>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="74"/>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="168"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="91"/>
        <source>%1 Stored in UTC.</source>
        <translation>%1 Gespeichert in UTC.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="97"/>
        <source>Set</source>
        <translation>Gesetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="99"/>
        <source>%1 is set</source>
        <translation>%1 ist gesetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="137"/>
        <source>Load to edit</source>
        <translation>Zum Bearbeiten laden</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="139"/>
        <source>Load %1 to edit</source>
        <translation>%1 zum Bearbeiten laden</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="146"/>
        <source>This text ends its lines in more than one way (CR, LF, CR LF): an edit saves every line break as LF. Left alone, it stays as stored.</source>
        <translation>Dieser Text beendet seine Zeilen auf mehr als eine Art (CR, LF, CR LF): Eine Bearbeitung speichert jeden Zeilenumbruch als LF. Unverändert bleibt er, wie er gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="253"/>
        <source>Shown over lines to edit; saved on one line, as it is stored.</source>
        <translation>Zum Bearbeiten über Zeilen verteilt; gespeichert in einer Zeile, wie es gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="259"/>
        <source>A JSON document, e.g. {&quot;key&quot;: &quot;value&quot;}</source>
        <translation>Ein JSON-Dokument, z. B. {&quot;key&quot;: &quot;value&quot;}</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="261"/>
        <source>One item per line</source>
        <translation>Ein Eintrag pro Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="271"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/FieldEditor.cpp" line="406"/>
        <source>Kept exactly as stored: %Ln characters.</source>
        <translation>
            <numerusform>Genau wie gespeichert belassen: %Ln Zeichen.</numerusform>
            <numerusform>Genau wie gespeichert belassen: %Ln Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="408"/>
        <source>A value this long is not loaded into the editor unless you ask; saving leaves it as stored.</source>
        <translation>Ein so langer Wert wird nur auf Wunsch in den Editor geladen; Speichern lässt ihn, wie er gespeichert ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="164"/>
        <source>Set by the platform&apos;s own operation, never typed</source>
        <translation>Von der Plattform selbst gesetzt, nie eingetippt</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/FieldEditor.cpp" line="165"/>
        <source>A stored secret: Metadesk never shows it and never writes typed text into it.</source>
        <translation>Ein gespeichertes Geheimnis: Metadesk zeigt es nie und schreibt nie eingetippten Text hinein.</translation>
    </message>
</context>
<context>
    <name>metadesk::FilterBar</name>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="24"/>
        <source>Quick search</source>
        <translation>Schnellsuche</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="33"/>
        <source>lower-case</source>
        <comment>How a column&apos;s name reads inside a sentence: &apos;lower-case&apos; where the language writes nouns in lower case (English), &apos;as-is&apos; where it capitalises them (German)</comment>
        <translation>as-is</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="52"/>
        <source>Search…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="53"/>
        <source>Search %1…</source>
        <translation>%1 durchsuchen…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="57"/>
        <source>Finds references by what the grid shows: %1 by the label of the row referred to.</source>
        <translation>Findet Verweise nach dem, was das Raster zeigt: %1 nach der Beschriftung der Zeile, auf die verwiesen wird.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="60"/>
        <source>Searches the stored values: %1 as stored (the key of the row referred to), not by the label the grid shows.</source>
        <translation>Durchsucht die gespeicherten Werte: %1 so, wie gespeichert (der Schlüssel der Zeile, auf die verwiesen wird), nicht nach der Beschriftung, die das Raster zeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="64"/>
        <source>Down or Enter: to the results. Escape: clear the search.</source>
        <translation>Pfeil nach unten oder Eingabe: zu den Ergebnissen. Escape: Suche leeren.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="68"/>
        <source>+ Condition</source>
        <translation>+ Bedingung</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="69"/>
        <source>Filter on a column</source>
        <translation>Nach einer Spalte filtern</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="70"/>
        <source>Add a filter condition</source>
        <translation>Eine Filterbedingung hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="73"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="74"/>
        <source>Clear the filter</source>
        <translation>Den Filter leeren</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="119"/>
        <source>The condition on %1 is not applied: %2</source>
        <translation>Die Bedingung auf %1 ist nicht angewandt: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="123"/>
        <source>The rows shown are not filtered by it.</source>
        <translation>Die gezeigten Zeilen sind nicht danach gefiltert.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/FilterBar.cpp" line="124"/>
        <source>The rows shown are those of the conditions applied before.</source>
        <translation>Gezeigt werden die Zeilen der zuvor angewandten Bedingungen.</translation>
    </message>
</context>
<context>
    <name>metadesk::FlowAiTextsAction</name>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="26"/>
        <source>&amp;Forget dbt AI Texts…</source>
        <translation>dbt-KI-Texte &amp;vergessen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="29"/>
        <source>Forget dbt AI Texts</source>
        <translation>dbt-KI-Texte vergessen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="33"/>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="56"/>
        <source>no connection</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="76"/>
        <source>Reading the dbt AI texts…</source>
        <translation>Die dbt-KI-Texte werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="78"/>
        <source>Could not read the dbt AI texts: %1</source>
        <translation>Die dbt-KI-Texte konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="88"/>
        <source>dbt AI texts of version %1: none (a dbt export with AI asks the AI for them).</source>
        <translation>dbt-KI-Texte von Version %1: keine (ein dbt-Export mit KI fragt die KI danach).</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="89"/>
        <source>dbt AI texts of version %1: %2 (%3), reused by every dbt export of this version.</source>
        <translation>dbt-KI-Texte von Version %1: %2 (%3), wiederverwendet von jedem dbt-Export dieser Version.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="97"/>
        <source>This connection is read-only: forgetting the texts deletes rows, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: das Vergessen der Texte löscht Zeilen, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="99"/>
        <source>Forget the picked version&apos;s dbt AI texts, so that the next export asks the AI again.</source>
        <translation>Die dbt-KI-Texte der gewählten Version vergessen, damit der nächste Export die KI erneut fragt.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="100"/>
        <source>The picked version has no dbt AI texts.</source>
        <translation>Die gewählte Version hat keine dbt-KI-Texte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="131"/>
        <source>Forgot %n dbt AI text(s) of version %1: the next dbt export of it asks the AI again.</source>
        <translation>
            <numerusform>%n dbt-KI-Text von Version %1 vergessen: der nächste dbt-Export davon fragt die KI erneut.</numerusform>
            <numerusform>%n dbt-KI-Texte von Version %1 vergessen: der nächste dbt-Export davon fragt die KI erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FlowHistoryAction</name>
    <message>
        <location filename="../src/gui/history/FlowHistoryAction.cpp" line="11"/>
        <source>Version &amp;History…</source>
        <translation>Versionsver&amp;lauf…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowHistoryAction.cpp" line="14"/>
        <source>Every version of the flow, and the differences between any two</source>
        <translation>Jede Version des Flows und die Unterschiede zwischen zwei beliebigen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowHistoryAction.cpp" line="14"/>
        <source>Select a flow first.</source>
        <translation>Wählen Sie zuerst einen Flow.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowHistoryAction.cpp" line="15"/>
        <source>Open Flows or Flow versions and select a row first.</source>
        <translation>Öffnen Sie zuerst Flows oder Flow-Versionen und wählen Sie eine Zeile.</translation>
    </message>
</context>
<context>
    <name>metadesk::FlowHistoryDialog</name>
    <message>
        <location filename="../src/gui/history/FlowHistoryDialog.cpp" line="10"/>
        <source>Version History — Flow %1</source>
        <translation>Versionsverlauf — Flow %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowHistoryDialog.cpp" line="30"/>
        <source>There is no flow %1 (any more).</source>
        <translation>Flow %1 gibt es nicht (mehr).</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/history/FlowHistoryDialog.cpp" line="31"/>
        <source>Flow %1 “%2”: %n version(s). Each save that changes the definition adds one; none is ever changed.</source>
        <translation>
            <numerusform>Flow %1 „%2“: %n Version. Jedes Speichern, das die Definition ändert, fügt eine hinzu; keine wird je geändert.</numerusform>
            <numerusform>Flow %1 „%2“: %n Versionen. Jedes Speichern, das die Definition ändert, fügt eine hinzu; keine wird je geändert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FlowRestoreAction</name>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="18"/>
        <source>&amp;Restore This Version…</source>
        <translation>Diese Version &amp;wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="22"/>
        <source>Make the picked version the flow&apos;s current one: a new version is appended with its definition, as the platform&apos;s promote does.</source>
        <translation>Die gewählte Version zur aktuellen des Flows machen: Eine neue Version mit ihrer Definition wird angehängt, wie es das Hochstufen der Plattform tut.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="24"/>
        <source>This connection is read-only: restoring a version writes the flow and appends a version, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Wiederherstellen einer Version schreibt den Flow und hängt eine Version an, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="34"/>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="43"/>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="48"/>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="61"/>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="71"/>
        <source>Restore Version</source>
        <translation>Version wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="49"/>
        <source>Restore version %1 of flow %2?</source>
        <translation>Version %1 von Flow %2 wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowRestoreAction.cpp" line="53"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>metadesk::FlowSummaryView</name>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="19"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="26"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="29"/>
        <source>Production engine</source>
        <translation>Produktions-Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="30"/>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="32"/>
        <source>Failure notice</source>
        <translation>Fehlermeldung</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="33"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="34"/>
        <source>Datasources</source>
        <translation>Datenquellen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="35"/>
        <source>Definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="70"/>
        <source>%1 — disabled on this installation: the flow keeps running on it, but it cannot be chosen again</source>
        <translation>%1 — in dieser Installation deaktiviert: Der Flow läuft weiter darauf, aber sie kann nicht erneut gewählt werden</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="76"/>
        <source>%1 — disabled on this installation</source>
        <translation>%1 — in dieser Installation deaktiviert</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="80"/>
        <source>None: no connection and no address</source>
        <translation>Keine: keine Verbindung und keine Adresse</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="81"/>
        <source>To %1, through no connection</source>
        <translation>An %1, über keine Verbindung</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="83"/>
        <source>Connection #%1 — not found</source>
        <translation>Verbindung #%1 — nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="86"/>
        <source>Through %1 (#%2), a connection of project #%3, not of this flow&apos;s: the platform sends failure notices only through a connection of the flow&apos;s own project</source>
        <translation>Über %1 (#%2), eine Verbindung von Projekt #%3, nicht des Projekts dieses Flows: Die Plattform verschickt Fehlermeldungen nur über eine Verbindung des eigenen Projekts des Flows</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="92"/>
        <source>Through %1 (#%2), to no address</source>
        <translation>Über %1 (#%2), an keine Adresse</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="93"/>
        <source>Through %1 (#%2), to %3</source>
        <translation>Über %1 (#%2), an %3</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="103"/>
        <source>This database has no datasources</source>
        <translation>Diese Datenbank hat keine Datenquellen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="106"/>
        <source>None published</source>
        <translation>Keine veröffentlicht</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="107"/>
        <source>%Ln datasource(s) published</source>
        <translation>
            <numerusform>%Ln Datenquelle veröffentlicht</numerusform>
            <numerusform>%Ln Datenquellen veröffentlicht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="116"/>
        <source>Not the editor&apos;s document of nodes and edges: see the field below</source>
        <translation>Kein Editor-Dokument aus Knoten und Kanten: siehe das Feld unten</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="117"/>
        <source>%Ln node(s), %1 — folded below</source>
        <translation>
            <numerusform>%Ln Knoten, %1 — unten eingeklappt</numerusform>
            <numerusform>%Ln Knoten, %1 — unten eingeklappt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="117"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln Kante</numerusform>
            <numerusform>%Ln Kanten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="124"/>
        <source>Could not read the flow&apos;s runs and datasources: %1</source>
        <translation>Die Läufe und Datenquellen des Flows konnten nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::FlowVersionsModel</name>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="23"/>
        <source>v%1 (current)</source>
        <translation>v%1 (aktuell)</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="23"/>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="67"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="69"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="71"/>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <location filename="../src/gui/history/FlowVersionsModel.cpp" line="73"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>metadesk::GenerationLogDialog</name>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="17"/>
        <source>Generation Log</source>
        <translation>Generierungsprotokoll</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="18"/>
        <source>Generation log</source>
        <translation>Generierungsprotokoll</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="22"/>
        <source>Generation log status</source>
        <translation>Status des Generierungsprotokolls</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="26"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="26"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="26"/>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="26"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="26"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="27"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="27"/>
        <source>Prompt (redacted)</source>
        <translation>Prompt (geschwärzt)</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="27"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="30"/>
        <source>Generation log rows</source>
        <translation>Zeilen des Generierungsprotokolls</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="64"/>
        <source>%n row(s), newest first (at most %1); GENERATION_LOG_RETENTION_DAYS %2 applied as the platform applies it on read.</source>
        <translation>
            <numerusform>%n Zeile, neueste zuerst (höchstens %1); GENERATION_LOG_RETENTION_DAYS %2 angewandt, wie die Plattform es beim Lesen tut.</numerusform>
            <numerusform>%n Zeilen, neueste zuerst (höchstens %1); GENERATION_LOG_RETENTION_DAYS %2 angewandt, wie die Plattform es beim Lesen tut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::HomePage</name>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="55"/>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="79"/>
        <source>Refresh the overview</source>
        <translation>Die Übersicht aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="81"/>
        <source>Refresh: only on F5</source>
        <translation>Aktualisieren: nur mit F5</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="82"/>
        <source>Refresh every %1 s</source>
        <translation>Alle %1 s aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="83"/>
        <source>Refresh every %1 min</source>
        <translation>Alle %1 min aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="85"/>
        <source>Refresh &amp;Now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="87"/>
        <source>Refresh the overview now</source>
        <translation>Die Übersicht jetzt aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="99"/>
        <source>Integrity check</source>
        <translation>Integritätsprüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="100"/>
        <source>Open the Integrity page</source>
        <translation>Die Seite Integrität öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="101"/>
        <source>Check Integrity</source>
        <translation>Integrität prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="103"/>
        <source>Check the database&apos;s integrity now</source>
        <translation>Die Integrität der Datenbank jetzt prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="114"/>
        <source>Replication lag</source>
        <translation>Replikationsverzögerung</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="132"/>
        <location filename="../src/gui/home/HomePage.cpp" line="143"/>
        <source>Last audit entries</source>
        <translation>Letzte Audit-Einträge</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="140"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="174"/>
        <source>Integrity: checking…</source>
        <translation>Integrität: wird geprüft…</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="176"/>
        <source>Integrity: not checked in this session</source>
        <translation>Integrität: in dieser Sitzung nicht geprüft</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="178"/>
        <source>Integrity: %1 errors, %2 warnings (checked %3)</source>
        <translation>Integrität: %1 Fehler, %2 Warnungen (geprüft %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="211"/>
        <source>Overview of %1</source>
        <translation>Übersicht über %1</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="252"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="266"/>
        <source>Could not connect to read the overview: %1</source>
        <translation>Keine Verbindung, um die Übersicht zu lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="330"/>
        <source>Updated %1</source>
        <translation>Aktualisiert %1</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="331"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="336"/>
        <source>Hot standby: these figures are its primary&apos;s as of %1 s ago.</source>
        <translation>Hot Standby: Diese Zahlen sind die seines Primärservers von vor %1 s.</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="338"/>
        <source>Hot standby: nothing replayed from its primary yet; these figures are as it was copied.</source>
        <translation>Hot Standby: noch nichts von seinem Primärserver nachvollzogen; diese Zahlen sind so, wie er kopiert wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomePage.cpp" line="437"/>
        <source>When (%1)</source>
        <translation>Wann (%1)</translation>
    </message>
</context>
<context>
    <name>metadesk::HomeTile</name>
    <message>
        <location filename="../src/gui/home/HomeTile.cpp" line="23"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/home/HomeTile.cpp" line="26"/>
        <source>%1
Open %2</source>
        <translation>%1
%2 öffnen</translation>
    </message>
</context>
<context>
    <name>metadesk::InlineEditor</name>
    <message>
        <location filename="../src/gui/edit/InlineEditor.cpp" line="60"/>
        <source>Someone deleted this row meanwhile.</source>
        <translation>Jemand hat diese Zeile inzwischen gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/InlineEditor.cpp" line="92"/>
        <source>Not saved: %1 The rows were read again; what you typed was “%2”.</source>
        <translation>Nicht gespeichert: %1 Die Zeilen wurden neu gelesen; Ihre Eingabe war „%2“.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/InlineEditor.cpp" line="183"/>
        <source>%1

Details: %2</source>
        <translation>%1

Details: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/InlineEditor.cpp" line="192"/>
        <source>Edit cancelled; nothing was written.</source>
        <translation>Bearbeitung abgebrochen; nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>metadesk::IntegrityPage</name>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="44"/>
        <source>%1 — %2 (from %3)</source>
        <translation>%1 — %2 (aus %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="63"/>
        <source>Rules checked</source>
        <translation>Geprüfte Regeln</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="66"/>
        <source>Check &amp;Now</source>
        <translation>&amp;Jetzt prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="68"/>
        <source>Check the database&apos;s integrity now</source>
        <translation>Die Integrität der Datenbank jetzt prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="69"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="71"/>
        <source>Cancel the integrity check</source>
        <translation>Die Integritätsprüfung abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="75"/>
        <source>&amp;Deep file check</source>
        <translation>&amp;Gründliche Dateiprüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="77"/>
        <source>Deep file check</source>
        <translation>Gründliche Dateiprüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="78"/>
        <source>Run SQLite&apos;s integrity_check, which also compares every index with its table, instead of quick_check. Several times as long on a large file.</source>
        <translation>SQLites integrity_check statt quick_check ausführen; es vergleicht zusätzlich jeden Index mit seiner Tabelle. Dauert bei einer großen Datei ein Mehrfaches.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="96"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="96"/>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="96"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="99"/>
        <source>Integrity findings</source>
        <translation>Befunde der Integritätsprüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="117"/>
        <source>&amp;Silence This Rule</source>
        <translation>Diese Regel &amp;stummschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="119"/>
        <source>Silence the selected finding&apos;s rule for this connection</source>
        <translation>Die Regel des gewählten Befunds für diese Verbindung stummschalten</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="120"/>
        <source>Hide this rule&apos;s findings for this database, here and in metadesk-cli verify --profile</source>
        <translation>Die Befunde dieser Regel für diese Datenbank ausblenden, hier und in metadesk-cli verify --profile</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="122"/>
        <source>&amp;Fix…</source>
        <translation>&amp;Beheben…</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="124"/>
        <source>Fix the selected finding safely</source>
        <translation>Den ausgewählten Befund sicher beheben</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="136"/>
        <source>Silenced rules</source>
        <translation>Stummgeschaltete Regeln</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="139"/>
        <source>Show &amp;Again</source>
        <translation>&amp;Wieder zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="141"/>
        <source>Show the selected silenced rule&apos;s findings again</source>
        <translation>Die Befunde der gewählten stummgeschalteten Regel wieder zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="176"/>
        <source>Integrity of %1</source>
        <translation>Integrität von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="227"/>
        <source>Could not connect to check the database: %1</source>
        <translation>Keine Verbindung, um die Datenbank zu prüfen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="265"/>
        <source>Credentials were checked with the Fernet keys kept for this database (keys: %1).</source>
        <translation>Die Zugangsdaten wurden mit den für diese Datenbank hinterlegten Fernet-Schlüsseln geprüft (Schlüssel: %1).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="269"/>
        <source>Credentials were not checked: the system keychain, where this database&apos;s Fernet keys are kept, could not be read: %1</source>
        <translation>Die Zugangsdaten wurden nicht geprüft: Der Schlüsselbund des Systems, in dem die Fernet-Schlüssel dieser Datenbank liegen, ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="273"/>
        <source>Credentials were not checked: no Fernet keys are kept for this database (Database → Fernet Keys…).</source>
        <translation>Die Zugangsdaten wurden nicht geprüft: Für diese Datenbank sind keine Fernet-Schlüssel hinterlegt (Datenbank → Fernet-Schlüssel…).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="277"/>
        <source>Credentials were not checked: the Fernet keys kept for this database could not be used: %1</source>
        <translation>Die Zugangsdaten wurden nicht geprüft: Die für diese Datenbank hinterlegten Fernet-Schlüssel konnten nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="287"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="296"/>
        <source>Checking… %1 of %2 rules (%3).</source>
        <translation>Prüfung läuft… %1 von %2 Regeln (%3).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="344"/>
        <source>Errors (%1)</source>
        <translation>Fehler (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="345"/>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="346"/>
        <source>Notices (%1)</source>
        <translation>Hinweise (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="373"/>
        <source>… and %1 more (metadesk-cli verify --rule %2 --limit N lists them)</source>
        <translation>… und %1 weitere (metadesk-cli verify --rule %2 --limit N listet sie)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="387"/>
        <source>Could not run: %1</source>
        <translation>Konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="393"/>
        <source>Rules that could not run (%1)</source>
        <translation>Regeln, die nicht laufen konnten (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="399"/>
        <source>No findings: every rule that applies holds.</source>
        <translation>Keine Befunde: jede zutreffende Regel ist erfüllt.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="427"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="432"/>
        <source>No rule is silenced for this connection.</source>
        <translation>Für diese Verbindung ist keine Regel stummgeschaltet.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="433"/>
        <source>Silenced for this connection (%1), also in metadesk-cli verify --profile:</source>
        <translation>Für diese Verbindung stummgeschaltet (%1), auch in metadesk-cli verify --profile:</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="444"/>
        <source>Checking…</source>
        <translation>Prüfung läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="449"/>
        <source>The check could not run: %1</source>
        <translation>Die Prüfung konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="451"/>
        <source>The check was cancelled; nothing it found so far is shown.</source>
        <translation>Die Prüfung wurde abgebrochen; was sie bis dahin fand, wird nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="453"/>
        <source>Not checked yet in this session. A check reads every table, which takes a while on a large database: it runs only when you ask (Check Now).</source>
        <translation>In dieser Sitzung noch nicht geprüft. Eine Prüfung liest jede Tabelle, was bei einer großen Datenbank dauert: Sie läuft nur, wenn Sie es verlangen (Jetzt prüfen).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="463"/>
        <source>Checked at %1: %2 errors, %3 warnings, %4 notices, from %5 rules.</source>
        <translation>Geprüft um %1: %2 Fehler, %3 Warnungen, %4 Hinweise, aus %5 Regeln.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="471"/>
        <source>%1 findings of silenced rules are not shown.</source>
        <translation>%1 Befunde stummgeschalteter Regeln werden nicht gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="489"/>
        <source>The file was read with SQLite&apos;s quick_check; a deep file check also compares every index with its table (several times as long).</source>
        <translation>Die Datei wurde mit SQLites quick_check gelesen; eine gründliche Dateiprüfung vergleicht zusätzlich jeden Index mit seiner Tabelle (dauert ein Mehrfaches).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="492"/>
        <source>The file was read with SQLite&apos;s integrity_check (a deep file check).</source>
        <translation>Die Datei wurde mit SQLites integrity_check gelesen (gründliche Dateiprüfung).</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="503"/>
        <source>Select a finding to see its rule; Enter or a double-click opens its row.</source>
        <translation>Wählen Sie einen Befund, um seine Regel zu sehen; Eingabe oder ein Doppelklick öffnet seine Zeile.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="511"/>
        <source>Shows what the fix writes, then writes it through the one write path with its audit entry, and checks the rule again</source>
        <translation>Zeigt, was die Behebung schreibt, schreibt es dann über den einen Schreibweg mit Audit-Eintrag und prüft die Regel erneut</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="541"/>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="543"/>
        <source>This connection is read-only: a fix writes the row, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Eine Behebung schreibt die Zeile, daher wird sie nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="545"/>
        <source>A check is running: fix once it has ended.</source>
        <translation>Eine Prüfung läuft: Beheben Sie, sobald sie beendet ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="565"/>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="567"/>
        <source>Rule %1 has no safe fix.</source>
        <translation>Regel %1 hat keine sichere Behebung.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="584"/>
        <source>It is written in one transaction with the platform&apos;s audit entry, and only if the row still holds what was read. The statements are under Show Details.</source>
        <translation>Es wird in einer Transaktion mit dem Audit-Eintrag der Plattform geschrieben, und nur, wenn die Zeile noch enthält, was gelesen wurde. Die Anweisungen stehen unter „Details einblenden“.</translation>
    </message>
    <message>
        <location filename="../src/gui/integrity/IntegrityPage.cpp" line="587"/>
        <source>Apply the Fix</source>
        <translation>Behebung anwenden</translation>
    </message>
</context>
<context>
    <name>metadesk::JsonTreeModel</name>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="92"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="94"/>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="96"/>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="98"/>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="100"/>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="102"/>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="130"/>
        <source>the text is empty</source>
        <translation>der Text ist leer</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="131"/>
        <source>%1 at character %2</source>
        <translation>%1 bei Zeichen %2</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="169"/>
        <source>(value)</source>
        <translation>(Wert)</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="380"/>
        <source>{1 key}</source>
        <translation>{1 Schlüssel}</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/models/JsonTreeModel.cpp" line="380"/>
        <source>{%n keys}</source>
        <translation>
            <numerusform>{%n Schlüssel}</numerusform>
            <numerusform>{%n Schlüssel}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="382"/>
        <source>[1 item]</source>
        <translation>[1 Eintrag]</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/models/JsonTreeModel.cpp" line="382"/>
        <source>[%n items]</source>
        <translation>
            <numerusform>[%n Eintrag]</numerusform>
            <numerusform>[%n Einträge]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="414"/>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="416"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../src/models/JsonTreeModel.cpp" line="418"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>metadesk::JsonView</name>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="75"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="75"/>
        <source>Show the value as a folding tree</source>
        <translation>Den Wert als aufklappbaren Baum zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="77"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="77"/>
        <source>Show the value as formatted JSON text</source>
        <translation>Den Wert als formatierten JSON-Text zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="86"/>
        <location filename="../src/gui/detail/JsonView.cpp" line="151"/>
        <location filename="../src/gui/detail/JsonView.cpp" line="285"/>
        <source>Expand all</source>
        <translation>Alle aufklappen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="86"/>
        <source>Open or fold every level</source>
        <translation>Jede Ebene aufklappen oder einklappen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="88"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="88"/>
        <source>Copy the JSON text to the clipboard</source>
        <translation>Den JSON-Text in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="109"/>
        <source>JSON tree</source>
        <translation>JSON-Baum</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="126"/>
        <source>JSON text</source>
        <translation>JSON-Text</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="162"/>
        <source>Reading %1 of JSON…</source>
        <translation>%1 JSON werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="185"/>
        <source>This value is not valid JSON: %1</source>
        <translation>Dieser Wert ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="199"/>
        <source>object · 1 key</source>
        <translation>Objekt · 1 Schlüssel</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/JsonView.cpp" line="200"/>
        <source>object · %n keys</source>
        <translation>
            <numerusform>Objekt · %n Schlüssel</numerusform>
            <numerusform>Objekt · %n Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="202"/>
        <source>array · 1 item</source>
        <translation>Array · 1 Eintrag</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/JsonView.cpp" line="203"/>
        <source>array · %n items</source>
        <translation>
            <numerusform>Array · %n Eintrag</numerusform>
            <numerusform>Array · %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/detail/JsonView.cpp" line="285"/>
        <source>Fold</source>
        <translation>Einklappen</translation>
    </message>
</context>
<context>
    <name>metadesk::LimitEditor</name>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="39"/>
        <source>Inherit the environment</source>
        <translation>Von der Umgebung übernehmen</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="40"/>
        <source>Off (0)</source>
        <translation>Aus (0)</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="41"/>
        <source>This workspace&apos;s own</source>
        <translation>Eigener Wert des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="42"/>
        <source>Empty inherits the environment&apos;s value, 0 turns the limit off, any other number is the workspace&apos;s own (the platform&apos;s workspace_limits).</source>
        <translation>Leer übernimmt den Wert der Umgebung, 0 schaltet das Limit ab, jede andere Zahl ist der eigene Wert des Arbeitsbereichs (workspace_limits der Plattform).</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="45"/>
        <source>%1: the workspace&apos;s own value</source>
        <translation>%1: der eigene Wert des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="50"/>
        <source>%1: what the platform admits</source>
        <translation>%1: was die Plattform zulässt</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="108"/>
        <source>Type a whole number from 1 to %1, or choose Off or Inherit.</source>
        <translation>Geben Sie eine ganze Zahl von 1 bis %1 ein, oder wählen Sie Aus oder Übernehmen.</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="132"/>
        <source>Effective: %1</source>
        <translation>Wirksam: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::LlmUsageAction</name>
    <message>
        <location filename="../src/gui/usage/LlmUsageAction.cpp" line="24"/>
        <source>LLM &amp;Usage and Limits…</source>
        <translation>LLM-&amp;Nutzung und Limits…</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageAction.cpp" line="28"/>
        <source>Open a Holotable database first.</source>
        <translation>Öffnen Sie zuerst eine Holotable-Datenbank.</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageAction.cpp" line="43"/>
        <source>Tokens per day against the daily budget, by route and model, and the workspace&apos;s rate limit and token budget</source>
        <translation>Tokens pro Tag gegen das Tagesbudget, nach Route und Modell, und Ratenlimit und Token-Budget des Arbeitsbereichs</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageAction.cpp" line="45"/>
        <source>This database has no LLM usage or limits (Holotable from its 003).</source>
        <translation>Diese Datenbank hat keine LLM-Nutzung und keine Limits (Holotable ab 003).</translation>
    </message>
</context>
<context>
    <name>metadesk::LlmUsageDialog</name>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="139"/>
        <source>LLM Usage and Limits</source>
        <translation>LLM-Nutzung und Limits</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="146"/>
        <source>Workspace</source>
        <translation>Arbeitsbereich</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="150"/>
        <source>Days shown</source>
        <translation>Angezeigte Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="151"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="152"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="153"/>
        <source>Last 90 days</source>
        <translation>Letzte 90 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="155"/>
        <source>&amp;Workspace:</source>
        <translation>&amp;Arbeitsbereich:</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="162"/>
        <source>Limits (workspace_limits)</source>
        <translation>Limits (workspace_limits)</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="164"/>
        <source>Rate per minute</source>
        <translation>Rate pro Minute</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="166"/>
        <source>Daily token budget</source>
        <translation>Tägliches Token-Budget</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="168"/>
        <source>&amp;Rate per minute:</source>
        <translation>&amp;Rate pro Minute:</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="169"/>
        <source>Daily token &amp;budget:</source>
        <translation>Tägliches Token-&amp;Budget:</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="174"/>
        <source>&amp;Save Limits</source>
        <translation>Limits &amp;speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="185"/>
        <source>Tokens per day against the daily budget</source>
        <translation>Tokens pro Tag gegen das Tagesbudget</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="195"/>
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="195"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="195"/>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="385"/>
        <source>Input tokens</source>
        <translation>Eingabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="195"/>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="389"/>
        <source>Output tokens</source>
        <translation>Ausgabe-Tokens</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="195"/>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="433"/>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="198"/>
        <source>Usage by route and model</source>
        <translation>Nutzung nach Route und Modell</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="244"/>
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Letzter %n Tag</numerusform>
            <numerusform>Letzte %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="258"/>
        <source>The environment&apos;s values, which an empty column inherits: LLM_RATE_PER_MINUTE %1, LLM_DAILY_TOKEN_BUDGET %2 (this database&apos;s connection settings; the platform&apos;s defaults are 20 and 2,000,000).</source>
        <translation>Die Werte der Umgebung, die eine leere Spalte übernimmt: LLM_RATE_PER_MINUTE %1, LLM_DAILY_TOKEN_BUDGET %2 (Verbindungseinstellungen dieser Datenbank; die Standardwerte der Plattform sind 20 und 2.000.000).</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="274"/>
        <source>This database has no workspace limits (Holotable&apos;s migration 003 adds them).</source>
        <translation>Diese Datenbank hat keine Arbeitsbereichslimits (Holotables Migration 003 fügt sie hinzu).</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="276"/>
        <source>This connection is read-only: limits are shown, not saved.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Limits werden angezeigt, nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="278"/>
        <source>Choose a workspace first.</source>
        <translation>Wählen Sie zuerst einen Arbeitsbereich.</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="284"/>
        <source>Writes both limits as the platform&apos;s limits route does, audited workspace.limits.update</source>
        <translation>Schreibt beide Limits wie die Limits-Route der Plattform, protokolliert als workspace.limits.update</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="317"/>
        <source>Limits of workspace %1 saved.</source>
        <translation>Limits des Arbeitsbereichs %1 gespeichert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="361"/>
        <source>Workspace %1 used no model in these %n day(s).</source>
        <translation>
            <numerusform>Arbeitsbereich %1 hat an diesem %n Tag kein Modell genutzt.</numerusform>
            <numerusform>Arbeitsbereich %1 hat in diesen %n Tagen kein Modell genutzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="362"/>
        <source>%1 tokens in %2 requests over %n day(s) (UTC days, as the platform counts its budget).</source>
        <translation>
            <numerusform>%1 Tokens in %2 Anfragen an %n Tag (UTC-Tage, wie die Plattform ihr Budget zählt).</numerusform>
            <numerusform>%1 Tokens in %2 Anfragen an %n Tagen (UTC-Tage, wie die Plattform ihr Budget zählt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="382"/>
        <source>Tokens per UTC day in %1, against the daily budget</source>
        <translation>Tokens pro UTC-Tag in %1, gegen das Tagesbudget</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="394"/>
        <source>Requests (right axis)</source>
        <translation>Anfragen (rechte Achse)</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="399"/>
        <source>Daily budget (LLM_DAILY_TOKEN_BUDGET)</source>
        <translation>Tagesbudget (LLM_DAILY_TOKEN_BUDGET)</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="399"/>
        <source>Daily budget (own)</source>
        <translation>Tagesbudget (eigenes)</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="428"/>
        <source>UTC day, %1 to %2</source>
        <translation>UTC-Tag, %1 bis %2</translation>
    </message>
    <message>
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="431"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
</context>
<context>
    <name>metadesk::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="109"/>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="111"/>
        <source>Read-only mode</source>
        <translation>Schreibgeschützter Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="112"/>
        <source>Audit browsing: nothing can be written through this connection.</source>
        <translation>Prüfansicht: Über diese Verbindung kann nichts geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="118"/>
        <source>Replication lag</source>
        <translation>Replikationsrückstand</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="119"/>
        <source>This server is a hot standby: it replays its primary&apos;s changes and takes no writes. Migrations and edits run on the primary.</source>
        <translation>Dieser Server ist ein Hot Standby: Er spielt die Änderungen seines Primärservers nach und nimmt keine Schreibzugriffe an. Migrationen und Bearbeitungen laufen auf dem Primärserver.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="135"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="207"/>
        <source>&amp;Database</source>
        <translation>Da&amp;tenbank</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="209"/>
        <source>&amp;Migrations…</source>
        <translation>&amp;Migrationen…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="211"/>
        <source>See, preview, apply and roll back the schema migrations</source>
        <translation>Die Schemamigrationen ansehen, als Vorschau zeigen, anwenden und zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="213"/>
        <source>&amp;Integrity Check</source>
        <translation>&amp;Integritätsprüfung</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="219"/>
        <source>The rules the platforms&apos; databases do not enforce: findings, and safe fixes</source>
        <translation>Die Regeln, die die Datenbanken der Plattformen nicht erzwingen: Befunde und sichere Behebungen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="222"/>
        <source>Connection &amp;Settings…</source>
        <translation>Verbindungs&amp;einstellungen…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="225"/>
        <source>Generation &amp;Log…</source>
        <translation>Generierungs&amp;protokoll…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="227"/>
        <source>Holotable&apos;s model generations, newest first, read-only</source>
        <translation>Die Modellgenerierungen von Holotable, neueste zuerst, nur lesend</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="229"/>
        <source>The run thresholds kept for this database&apos;s connection profile</source>
        <translation>Die Lauf-Schwellen, die für das Verbindungsprofil dieser Datenbank gespeichert sind</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="234"/>
        <source>Run &amp;Queue</source>
        <translation>Lauf-&amp;Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="236"/>
        <source>Queued and running runs, the dead, the queued too long and the timed out</source>
        <translation>Wartende und laufende Läufe, die toten, die zu lange wartenden und die abgelaufenen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="261"/>
        <source>&amp;Administration</source>
        <translation>&amp;Administration</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="266"/>
        <source>Tabularia&apos;s AI models and spend, engine policy, banners, privacy notice, login attempts, flow presence and saved views, as the platform uses them</source>
        <translation>KI-Modelle und -Ausgaben, Engine-Richtlinie, Banner, Datenschutzhinweis, Anmeldeversuche, Flow-Anwesenheit und gespeicherte Ansichten von Tabularia, wie die Plattform sie verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="382"/>
        <source>Could not create the demo database: %1</source>
        <translation>Die Demo-Datenbank konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="408"/>
        <source>Still opening %1…</source>
        <translation>%1 wird noch geöffnet…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="426"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="488"/>
        <source>%1 holds neither a Tabularia nor a Holotable schema.</source>
        <translation>%1 enthält weder ein Tabularia- noch ein Holotable-Schema.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="566"/>
        <source>&lt;b&gt;This database is newer than this Metadesk&lt;/b&gt; (%1). It is open read-only: update Metadesk before changing anything.</source>
        <translation>&lt;b&gt;Diese Datenbank ist neuer als dieses Metadesk&lt;/b&gt; (%1). Sie ist schreibgeschützt geöffnet: Aktualisieren Sie Metadesk, bevor Sie etwas ändern.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="571"/>
        <source>&lt;b&gt;This database has no record of its schema revision&lt;/b&gt; (%1). It is open read-only: &lt;a href=&quot;metadesk:migrations&quot;&gt;the migration panel&lt;/a&gt;&apos;s Baseline records the revision once its tables match (or &lt;code&gt;metadesk-cli migrate stamp&lt;/code&gt;).</source>
        <translation>&lt;b&gt;Diese Datenbank hat keinen Eintrag ihrer Schemarevision&lt;/b&gt; (%1). Sie ist schreibgeschützt geöffnet: Die Baseline im &lt;a href=&quot;metadesk:migrations&quot;&gt;Migrationsbereich&lt;/a&gt; zeichnet die Revision auf, sobald ihre Tabellen passen (oder &lt;code&gt;metadesk-cli migrate stamp&lt;/code&gt;).</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="577"/>
        <source>&lt;b&gt;This database is at a schema revision this Metadesk does not know&lt;/b&gt; (%1). It is open read-only: nothing is changed in a schema whose rules Metadesk cannot vouch for.</source>
        <translation>&lt;b&gt;Diese Datenbank steht auf einer Schemarevision, die dieses Metadesk nicht kennt&lt;/b&gt; (%1). Sie ist schreibgeschützt geöffnet: In einem Schema, für dessen Regeln Metadesk nicht bürgen kann, wird nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="582"/>
        <source>&lt;b&gt;This database is behind Metadesk&apos;s migrations&lt;/b&gt; (%1). It is open read-only until they are applied: &lt;a href=&quot;metadesk:migrations&quot;&gt;open the migration panel&lt;/a&gt; (or run &lt;code&gt;metadesk-cli migrate up --database %2&lt;/code&gt;).</source>
        <translation>&lt;b&gt;Diese Datenbank liegt hinter den Migrationen von Metadesk zurück&lt;/b&gt; (%1). Sie ist schreibgeschützt geöffnet, bis sie angewendet sind: &lt;a href=&quot;metadesk:migrations&quot;&gt;Migrationsbereich öffnen&lt;/a&gt; (oder &lt;code&gt;metadesk-cli migrate up --database %2&lt;/code&gt; ausführen).</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="588"/>
        <source>&lt;b&gt;This server is a hot standby&lt;/b&gt; of its primary. It is open read-only: migrations and edits run on the primary.</source>
        <translation>&lt;b&gt;Dieser Server ist ein Hot Standby&lt;/b&gt; seines Primärservers. Er ist schreibgeschützt geöffnet: Migrationen und Bearbeitungen laufen auf dem Primärserver.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="592"/>
        <source>&lt;b&gt;Only Metadesk&apos;s setting keeps this session read-only.&lt;/b&gt; The role %1 may write to these tables; for an audit, connect with a role that may only read.</source>
        <translation>&lt;b&gt;Nur die Einstellung von Metadesk hält diese Sitzung schreibgeschützt.&lt;/b&gt; Die Rolle %1 darf in diese Tabellen schreiben; verbinden Sie sich für eine Prüfung mit einer Rolle, die nur lesen darf.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="738"/>
        <source>Metadesk</source>
        <translation>Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="746"/>
        <source>Hot standby · %1 s behind the primary</source>
        <translation>Hot Standby · %1 s hinter dem Primärserver</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="747"/>
        <source>Hot standby · nothing replayed yet</source>
        <translation>Hot Standby · noch nichts nachgespielt</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="758"/>
        <source>without a revision record (the schema of %1)</source>
        <translation>ohne Revisionseintrag (das Schema von %1)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="759"/>
        <source>without a revision record</source>
        <translation>ohne Revisionseintrag</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="791"/>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="803"/>
        <source>PostgreSQL %1</source>
        <translation>PostgreSQL %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="739"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="81"/>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="83"/>
        <source>The database at a glance: counts, the queue, today&apos;s runs and tokens, the last audit entries</source>
        <translation>Die Datenbank auf einen Blick: Anzahlen, die Warteschlange, die heutigen Läufe und Token, die letzten Audit-Einträge</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="87"/>
        <source>Go to &amp;Table…</source>
        <translation>Zu &amp;Tabelle wechseln…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="89"/>
        <source>Type part of a table&apos;s name, then Enter</source>
        <translation>Einen Teil des Tabellennamens tippen, dann Eingabetaste</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="750"/>
        <source>%1 [read-only] — Metadesk</source>
        <translation>%1 [schreibgeschützt] — Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="751"/>
        <source>%1 — Metadesk</source>
        <translation>%1 — Metadesk</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="755"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="760"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="765"/>
        <source>Open SQLite Database</source>
        <translation>SQLite-Datenbank öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="766"/>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite *.sqlite3);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>metadesk::MembershipEditor</name>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="65"/>
        <source>Group memberships of a user</source>
        <translation>Gruppenmitgliedschaften eines Benutzers</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="65"/>
        <source>Members of a group</source>
        <translation>Mitglieder einer Gruppe</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="66"/>
        <source>Groups of a User</source>
        <translation>Gruppen eines Benutzers</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="66"/>
        <source>Members of a Group</source>
        <translation>Mitglieder einer Gruppe</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="75"/>
        <source>Whose memberships</source>
        <translation>Wessen Mitgliedschaften</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="79"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="83"/>
        <source>Other groups</source>
        <translation>Andere Gruppen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="83"/>
        <source>Other users</source>
        <translation>Andere Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="84"/>
        <source>Member of</source>
        <translation>Mitglied von</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="84"/>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="87"/>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="92"/>
        <source>Filter %1</source>
        <translation>%1 filtern</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="88"/>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="93"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="98"/>
        <source>&amp;Add →</source>
        <translation>&amp;Hinzufügen →</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="100"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="101"/>
        <source>← &amp;Remove</source>
        <translation>← &amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="103"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="171"/>
        <source>The memberships could not be read: no connection.</source>
        <translation>Die Mitgliedschaften konnten nicht gelesen werden: keine Verbindung.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="189"/>
        <source>This user no longer exists.</source>
        <translation>Dieser Benutzer existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="189"/>
        <source>This group no longer exists.</source>
        <translation>Diese Gruppe existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="200"/>
        <source>The memberships could not be read from the database.</source>
        <translation>Die Mitgliedschaften konnten nicht aus der Datenbank gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="223"/>
        <source>Groups of %1</source>
        <translation>Gruppen von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="223"/>
        <source>Members of the group %1</source>
        <translation>Mitglieder der Gruppe %1</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="266"/>
        <source>What the membership would grant could not be read, so nothing was added.</source>
        <translation>Was die Mitgliedschaft gewähren würde, ließ sich nicht lesen; es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="272"/>
        <source>Nothing was added.</source>
        <translation>Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="292"/>
        <source>Grant administration rights?</source>
        <translation>Verwaltungsrechte gewähren?</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="293"/>
        <source>This membership grants more than access to projects:</source>
        <translation>Diese Mitgliedschaft gewährt mehr als Zugriff auf Projekte:</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="297"/>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="314"/>
        <source>

It takes effect at once, on the platform itself, and is recorded in its audit log.</source>
        <translation>

Sie wirkt sofort, auf der Plattform selbst, und wird in ihrem Audit-Protokoll verzeichnet.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="298"/>
        <source>&amp;Grant</source>
        <translation>&amp;Gewähren</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="308"/>
        <source>Take away administration rights?</source>
        <translation>Verwaltungsrechte entziehen?</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="309"/>
        <source>Removing this membership takes away more than access to projects:</source>
        <translation>Das Entfernen dieser Mitgliedschaft entzieht mehr als Zugriff auf Projekte:</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="315"/>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="339"/>
        <source>The membership could not be read, so it was not removed.</source>
        <translation>Die Mitgliedschaft konnte nicht gelesen werden und wurde daher nicht entfernt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="343"/>
        <source>Someone else removed this membership meanwhile; the lists were reloaded.</source>
        <translation>Jemand anderes hat diese Mitgliedschaft inzwischen entfernt; die Listen wurden neu geladen.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="355"/>
        <source>What the removal would take away could not be read, so nothing was removed.</source>
        <translation>Was das Entfernen entziehen würde, konnte nicht gelesen werden; es wurde nichts entfernt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="367"/>
        <source>Not removed</source>
        <translation>Nicht entfernt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="359"/>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="370"/>
        <source>Nothing was removed.</source>
        <translation>Es wurde nichts entfernt.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MembershipEditor.cpp" line="374"/>
        <source>%1 The lists were reloaded.</source>
        <translation>%1 Die Listen wurden neu geladen.</translation>
    </message>
</context>
<context>
    <name>metadesk::MigrationListModel</name>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="35"/>
        <source>applied</source>
        <translation>angewendet</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="37"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="39"/>
        <source>DRIFT</source>
        <translation>ABWEICHUNG</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="41"/>
        <source>UNKNOWN</source>
        <translation>UNBEKANNT</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="54"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="61"/>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="62"/>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="69"/>
        <source>The live schema was not compared with the migrations&apos;: %1</source>
        <translation>Das Live-Schema wurde nicht mit dem der Migrationen verglichen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="71"/>
        <source>The database is at a revision this Metadesk does not know: whether this migration ran cannot be told.</source>
        <translation>Die Datenbank steht auf einer Revision, die dieses Metadesk nicht kennt: Ob diese Migration lief, lässt sich nicht sagen.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="74"/>
        <source>No rollback: %1</source>
        <translation>Kein Zurücksetzen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="104"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="106"/>
        <source>Migration</source>
        <translation>Migration</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationListModel.cpp" line="108"/>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
</context>
<context>
    <name>metadesk::MigrationPanel</name>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="26"/>
        <source>Migrations — %1</source>
        <translation>Migrationen — %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="27"/>
        <source>Migration panel</source>
        <translation>Migrationsbereich</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="30"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="37"/>
        <source>Opened read-only (audit browsing): migrations are shown, but Apply, Roll back and Baseline are off. Open the database without &lt;i&gt;Read-only&lt;/i&gt; to change its schema.</source>
        <translation>Schreibgeschützt geöffnet (Prüfansicht): Migrationen werden gezeigt, aber Anwenden, Zurücksetzen und Baseline sind aus. Öffnen Sie die Datenbank ohne &lt;i&gt;Schreibgeschützt&lt;/i&gt;, um ihr Schema zu ändern.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="58"/>
        <source>Reading the database&apos;s migrations…</source>
        <translation>Die Migrationen der Datenbank werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="77"/>
        <source>Migration progress</source>
        <translation>Fortschritt der Migration</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="78"/>
        <source>%v of %m statements</source>
        <translation>%v von %m Anweisungen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="80"/>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="82"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="93"/>
        <source>Migration log</source>
        <translation>Migrationsprotokoll</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="97"/>
        <source>What Apply, Roll back and Baseline do appears here.</source>
        <translation>Was Anwenden, Zurücksetzen und Baseline tun, erscheint hier.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="103"/>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="105"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="107"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="121"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="148"/>
        <source>Could not read the migrations: %1</source>
        <translation>Die Migrationen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="187"/>
        <source>The database is open read-only (audit browsing).</source>
        <translation>Die Datenbank ist schreibgeschützt geöffnet (Prüfansicht).</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="188"/>
        <source>A migration is running.</source>
        <translation>Eine Migration läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="213"/>
        <source>Apply Pending Migrations</source>
        <translation>Ausstehende Migrationen anwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="236"/>
        <source>Roll back %1 %2 in %3? What it destroys, measured now, then the statements that will run:</source>
        <translation>%2 von %1 in %3 zurücksetzen? Was dabei zerstört wird, jetzt gemessen, danach die Anweisungen, die ausgeführt werden:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="220"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="35"/>
        <source>This server is a hot standby: it replays its primary&apos;s schema and takes no change of its own. Migrations are shown, but Apply, Roll back and Baseline are off: run them on the primary.</source>
        <translation>Dieser Server ist ein Hot Standby: Er übernimmt das Schema seines Primärservers und nimmt selbst keine Änderung an. Migrationen werden angezeigt, aber Anwenden, Zurückrollen und Baseline sind aus: Führen Sie sie auf dem Primärserver aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="83"/>
        <source>Stop: the statement that is running is cancelled and its migration rolled back (on SQLite, before its next statement); migrations already applied stay applied</source>
        <translation>Anhalten: Die laufende Anweisung wird abgebrochen und ihre Migration zurückgesetzt (bei SQLite vor ihrer nächsten Anweisung); bereits angewendete Migrationen bleiben angewendet</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="186"/>
        <source>A hot standby: migrations run on its primary.</source>
        <translation>Ein Hot Standby: Migrationen laufen auf seinem Primärserver.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="214"/>
        <source>Apply %n pending %1 migration(s) to %2? Each runs in its own transaction; a failure rolls that migration back and stops.</source>
        <translation>
            <numerusform>%n ausstehende Migration von %1 auf %2 anwenden? Jede läuft in ihrer eigenen Transaktion; ein Fehler setzt diese Migration zurück und hält an.</numerusform>
            <numerusform>%n ausstehende Migrationen von %1 auf %2 anwenden? Jede läuft in ihrer eigenen Transaktion; ein Fehler setzt diese Migration zurück und hält an.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="219"/>
        <source>What they do to the data there now, then the statements that will run:</source>
        <translation>Was sie jetzt mit den Daten dort tun, dann die Anweisungen, die ausgeführt werden:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="221"/>
        <source>They drop no table or column with data, delete no row, and rewrite or lock no table that holds rows.</source>
        <translation>Sie löschen keine Tabelle oder Spalte mit Daten, keine Zeile und schreiben oder sperren keine Tabelle, die Zeilen enthält.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="225"/>
        <source>Applying %1&apos;s pending migrations</source>
        <translation>Ausstehende Migrationen von %1 werden angewendet</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="235"/>
        <source>Roll Back Last Migration</source>
        <translation>Letzte Migration zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="238"/>
        <source>Roll Back</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="239"/>
        <source>It drops no table or column and deletes no row that is there now.</source>
        <translation>Dabei wird keine Tabelle, keine Spalte und keine Zeile gelöscht, die jetzt vorhanden ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="241"/>
        <source>Rolling back %1</source>
        <translation>%1 wird zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="257"/>
        <source>Baseline (Stamp)</source>
        <translation>Baseline (Stamp)</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="258"/>
        <source>Record %1 revision %2 as applied in %3 without running any migration? Metadesk first compares the database&apos;s whole schema with that of %2 and refuses, naming each difference, if they differ. Only %4 changes, created first where it is missing; the statements that will run:</source>
        <translation>%1 Revision %2 in %3 als angewendet aufzeichnen, ohne eine Migration auszuführen? Metadesk vergleicht zuerst das ganze Schema der Datenbank mit dem von %2 und lehnt ab, mit jedem Unterschied benannt, wenn sie sich unterscheiden. Nur %4 ändert sich und wird zuerst angelegt, wo sie fehlt; die Anweisungen, die ausgeführt werden:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="262"/>
        <source>Stamp</source>
        <translation>Baseline setzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="264"/>
        <source>Stamping %1 at %2</source>
        <translation>Baseline von %1 wird auf %2 gesetzt</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="272"/>
        <source>Each step waits at most %n s for another writer&apos;s lock (Edit → Preferences).</source>
        <translation>
            <numerusform>Jeder Schritt wartet höchstens %n s auf die Sperre eines anderen Schreibers (Bearbeiten → Einstellungen).</numerusform>
            <numerusform>Jeder Schritt wartet höchstens %n s auf die Sperre eines anderen Schreibers (Bearbeiten → Einstellungen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="273"/>
        <source>without a time limit</source>
        <translation>ohne Zeitgrenze</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="274"/>
        <source>at most %n min</source>
        <translation>
            <numerusform>höchstens %n min</numerusform>
            <numerusform>höchstens %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="275"/>
        <source>Each statement waits at most %n s for a lock another session holds and runs %1 (Edit → Preferences).</source>
        <translation>
            <numerusform>Jede Anweisung wartet höchstens %n s auf eine Sperre, die eine andere Sitzung hält, und läuft %1 (Bearbeiten → Einstellungen).</numerusform>
            <numerusform>Jede Anweisung wartet höchstens %n s auf eine Sperre, die eine andere Sitzung hält, und läuft %1 (Bearbeiten → Einstellungen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="306"/>
        <source>  statement %1 of %2 of %3</source>
        <translation>  Anweisung %1 von %2 aus %3</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="310"/>
        <source>Waiting for the migration lock, held by %1 — giving up in %2 s.</source>
        <translation>Warten auf die Migrationssperre, gehalten von %1 — Aufgabe in %2 s.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="311"/>
        <source>another session</source>
        <translation>einer anderen Sitzung</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="323"/>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
</context>
<context>
    <name>metadesk::MoveProjectDialog</name>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="19"/>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="23"/>
        <source>Choose the project %1 should belong to, or move it to the top level.</source>
        <translation>Wählen Sie das Projekt, zu dem %1 gehören soll, oder verschieben Sie es auf die oberste Ebene.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="25"/>
        <source>&amp;Top level (no parent project)</source>
        <translation>&amp;Oberste Ebene (kein übergeordnetes Projekt)</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="27"/>
        <source>Top level</source>
        <translation>Oberste Ebene</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="30"/>
        <source>New parent project</source>
        <translation>Neues übergeordnetes Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="39"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="43"/>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="45"/>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="47"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="89"/>
        <source>Choose a project, or the top level.</source>
        <translation>Wählen Sie ein Projekt oder die oberste Ebene.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/MoveProjectDialog.cpp" line="91"/>
        <source>A project cannot move into itself or into a project inside it.</source>
        <translation>Ein Projekt kann nicht in sich selbst oder in ein Projekt darin verschoben werden.</translation>
    </message>
</context>
<context>
    <name>metadesk::NavigatorModel</name>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="102"/>
        <source>Tables Metadesk does not describe: shown as the database has them, read-only.</source>
        <translation>Tabellen, die Metadesk nicht beschreibt: so gezeigt, wie die Datenbank sie hat, schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="307"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="323"/>
        <source>%1, %2 rows</source>
        <translation>%1, %2 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="332"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../src/models/NavigatorModel.cpp" line="332"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
</context>
<context>
    <name>metadesk::PersonPreferencesAction</name>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="16"/>
        <source>Person &amp;Preferences…</source>
        <translation>&amp;Einstellungen der Person…</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="18"/>
        <source>The person&apos;s preferences as the platform reads them, field by field, and an editor that writes only what it reads</source>
        <translation>Die Einstellungen der Person, wie die Plattform sie liest, Feld für Feld, und ein Editor, der nur schreibt, was sie liest</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="20"/>
        <source>Select a person&apos;s row first.</source>
        <translation>Wählen Sie zuerst die Zeile einer Person.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="20"/>
        <source>Open User preferences and select a row first.</source>
        <translation>Öffnen Sie zuerst die Benutzereinstellungen und wählen Sie eine Zeile.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="32"/>
        <source>Person Preferences</source>
        <translation>Einstellungen der Person</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesAction.cpp" line="33"/>
        <source>The row is gone: someone deleted it.</source>
        <translation>Die Zeile ist weg: jemand hat sie gelöscht.</translation>
    </message>
</context>
<context>
    <name>metadesk::PersonPreferencesDialog</name>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="38"/>
        <source>Preferences of %1</source>
        <translation>Einstellungen von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="41"/>
        <source>As Holotable reads this row: field by field, a value that does not parse replaced by the field&apos;s default, a key it does not know dropped.</source>
        <translation>So liest Holotable diese Zeile: Feld für Feld; ein nicht lesbarer Wert wird durch den Standardwert des Feldes ersetzt, ein unbekannter Schlüssel verworfen.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="51"/>
        <source>Preferences as the platform reads them</source>
        <translation>Einstellungen, wie die Plattform sie liest</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="52"/>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="52"/>
        <source>Stored</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="52"/>
        <source>The platform uses</source>
        <translation>Die Plattform verwendet</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="52"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="64"/>
        <source>%1 (the default: the stored value does not parse)</source>
        <translation>%1 (der Standardwert: der gespeicherte Wert ist nicht lesbar)</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="67"/>
        <source>nothing: the key is dropped</source>
        <translation>nichts: der Schlüssel wird verworfen</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="70"/>
        <source>%1 (the default: not set)</source>
        <translation>%1 (der Standardwert: nicht gesetzt)</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="84"/>
        <source>Edit (only what each field accepts)</source>
        <translation>Bearbeiten (nur was jedes Feld annimmt)</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="93"/>
        <source>not set (the default, %1)</source>
        <translation>nicht gesetzt (der Standard, %1)</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="141"/>
        <source>The platform reads every stored value as it is.</source>
        <translation>Die Plattform liest jeden gespeicherten Wert so, wie er ist.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="142"/>
        <source>Saving writes what the platform reads: %1; %2.</source>
        <translation>Beim Speichern wird geschrieben, was die Plattform liest: %1; %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="143"/>
        <source>%n key(s) it drops left out</source>
        <translation>
            <numerusform>%n Schlüssel, den sie verwirft, weggelassen</numerusform>
            <numerusform>%n Schlüssel, die sie verwirft, weggelassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="144"/>
        <source>%n value(s) it would replace by the default left to the default unless you choose one</source>
        <translation>
            <numerusform>%n Wert, den sie durch den Standard ersetzen würde, bleibt beim Standard, sofern Sie keinen wählen</numerusform>
            <numerusform>%n Werte, die sie durch den Standard ersetzen würde, bleiben beim Standard, sofern Sie keine wählen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="150"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="153"/>
        <source>This connection is read-only.</source>
        <translation>Diese Verbindung ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="154"/>
        <source>Writes the fields as chosen, through the write path (audited)</source>
        <translation>Schreibt die Felder wie gewählt über den Schreibpfad (protokolliert)</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="184"/>
        <source>Nothing changed.</source>
        <translation>Nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="184"/>
        <source>Preferences saved.</source>
        <translation>Einstellungen gespeichert.</translation>
    </message>
</context>
<context>
    <name>metadesk::PlatformSection</name>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="24"/>
        <source>%1 migrations</source>
        <translation>Migrationen von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="53"/>
        <source>What the pending migrations of %1 do to the data</source>
        <translation>Was die ausstehenden Migrationen von %1 mit den Daten tun</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="64"/>
        <source>%1 applied and pending migrations</source>
        <translation>Angewendete und ausstehende Migrationen von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="80"/>
        <source>SQL of the selected migration</source>
        <translation>SQL der ausgewählten Migration</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="92"/>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="191"/>
        <source>Apply pending</source>
        <translation>Ausstehende anwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="94"/>
        <source>Apply pending migrations of %1</source>
        <translation>Ausstehende Migrationen von %1 anwenden</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="95"/>
        <source>Roll back last</source>
        <translation>Letzte zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="97"/>
        <source>Roll back the last migration of %1</source>
        <translation>Die letzte Migration von %1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="100"/>
        <source>Revision to record as the baseline</source>
        <translation>Als Baseline aufzuzeichnende Revision</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="103"/>
        <source>Baseline (stamp)…</source>
        <translation>Baseline (Stamp)…</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="105"/>
        <source>Record the baseline of %1</source>
        <translation>Die Baseline von %1 aufzeichnen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="106"/>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="209"/>
        <source>Record the chosen revision as applied without running it, after checking that the whole schema is that revision&apos;s: for a database created by other means.</source>
        <translation>Die gewählte Revision als angewendet aufzeichnen, ohne sie auszuführen, nachdem geprüft wurde, dass das ganze Schema das dieser Revision ist: für eine auf anderem Weg angelegte Datenbank.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="115"/>
        <source>Baseline at:</source>
        <translation>Baseline bei:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="138"/>
        <source>&lt;b&gt;Current revision:&lt;/b&gt; none recorded</source>
        <translation>&lt;b&gt;Aktuelle Revision:&lt;/b&gt; keine aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="139"/>
        <source>&lt;b&gt;Current revision:&lt;/b&gt; %1 — %2</source>
        <translation>&lt;b&gt;Aktuelle Revision:&lt;/b&gt; %1 — %2</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="140"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="153"/>
        <source>The live schema was not compared with what the applied migrations make: %1</source>
        <translation>Das Live-Schema wurde nicht mit dem verglichen, was die angewendeten Migrationen ergeben: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="155"/>
        <source>Drift: %1</source>
        <translation>Abweichung: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="165"/>
        <source>The data the pending migrations touch could not be measured: %1</source>
        <translation>Die Daten, die die ausstehenden Migrationen berühren, konnten nicht gemessen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="167"/>
        <source>&lt;b&gt;Before Apply&lt;/b&gt; (%1):&lt;br&gt;%2</source>
        <translation>&lt;b&gt;Vor dem Anwenden&lt;/b&gt; (%1):&lt;br&gt;%2</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="191"/>
        <source>Apply pending (%1)</source>
        <translation>Ausstehende anwenden (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="199"/>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="240"/>
        <source>Nothing is pending.</source>
        <translation>Nichts steht aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="200"/>
        <source>Apply %n migration(s)</source>
        <translation>
            <numerusform>%n Migration anwenden</numerusform>
            <numerusform>%n Migrationen anwenden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="203"/>
        <source>Nothing is applied.</source>
        <translation>Nichts ist angewendet.</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="204"/>
        <source>%1 declares no rollback: %2</source>
        <translation>%1 sieht kein Zurücksetzen vor: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="205"/>
        <source>Roll back %1</source>
        <translation>%1 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="240"/>
        <source>SQL that Apply pending runs:</source>
        <translation>SQL, das „Ausstehende anwenden“ ausführt:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="246"/>
        <source>Not shipped with this Metadesk:</source>
        <translation>Nicht mit diesem Metadesk ausgeliefert:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="249"/>
        <source>SQL that applies %1:</source>
        <translation>SQL, das %1 anwendet:</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="252"/>
        <source>SQL that rolls back %1:</source>
        <translation>SQL, das %1 zurücksetzt:</translation>
    </message>
</context>
<context>
    <name>metadesk::PreferencesDialog</name>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="42"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="47"/>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="48"/>
        <source>Follow the desktop</source>
        <translation>Dem Desktop folgen</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="49"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="50"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="52"/>
        <source>&amp;Appearance:</source>
        <translation>&amp;Aussehen:</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="56"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="57"/>
        <source>Follow the system (%1)</source>
        <translation>Dem System folgen (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="64"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="69"/>
        <source>Show times in</source>
        <translation>Zeiten anzeigen in</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="70"/>
        <source>Your time zone (%1)</source>
        <translation>Ihrer Zeitzone (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="71"/>
        <source>UTC, as the platforms store them</source>
        <translation>UTC, wie die Plattformen sie speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="74"/>
        <source>Times read 2026-10-15 09:24:00 everywhere, in this zone; headers and tooltips name it.</source>
        <translation>Zeiten lauten überall 2026-10-15 09:24:00, in dieser Zone; Spaltenköpfe und Tooltips nennen sie.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="75"/>
        <source>Show &amp;times in:</source>
        <translation>Zei&amp;ten anzeigen in:</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="77"/>
        <source>A new language shows the next time Metadesk starts.</source>
        <translation>Eine neue Sprache erscheint beim nächsten Start von Metadesk.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="83"/>
        <source>Migrations</source>
        <translation>Migrationen</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="88"/>
        <source>Lock wait in seconds</source>
        <translation>Sperrwartezeit in Sekunden</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="90"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="92"/>
        <source>How long a migration waits for a lock another session holds — the migration lock, and on PostgreSQL each table a statement changes — before it gives up and changes nothing. While a statement waits for a table lock, every later query of that table waits behind it.</source>
        <translation>Wie lange eine Migration auf eine Sperre wartet, die eine andere Sitzung hält – die Migrationssperre und bei PostgreSQL jede Tabelle, die eine Anweisung ändert –, bevor sie aufgibt und nichts ändert. Solange eine Anweisung auf eine Tabellensperre wartet, wartet jede spätere Abfrage dieser Tabelle hinter ihr.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="96"/>
        <source>Wait for a &amp;lock at most:</source>
        <translation>Höchstens auf eine &amp;Sperre warten:</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="99"/>
        <source>Statement time limit in minutes</source>
        <translation>Zeitgrenze für Anweisungen in Minuten</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="101"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="102"/>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="105"/>
        <source>The longest one migration statement may run on PostgreSQL; one that runs longer is stopped and its migration rolled back.</source>
        <translation>Wie lange eine Migrationsanweisung bei PostgreSQL höchstens laufen darf; eine, die länger läuft, wird angehalten und ihre Migration zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="107"/>
        <source>Let a &amp;statement run at most:</source>
        <translation>Eine &amp;Anweisung höchstens laufen lassen:</translation>
    </message>
    <message>
        <location filename="../src/gui/settings/PreferencesDialog.cpp" line="108"/>
        <source>Both limits are PostgreSQL&apos;s. On SQLite the lock wait bounds the wait for the file&apos;s write lock, and Cancel stops a migration between two statements.</source>
        <translation>Beide Grenzen gelten für PostgreSQL. Bei SQLite begrenzt die Sperrwartezeit das Warten auf die Schreibsperre der Datei, und Abbrechen hält eine Migration zwischen zwei Anweisungen an.</translation>
    </message>
</context>
<context>
    <name>metadesk::ProjectFormDialog</name>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="15"/>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="15"/>
        <source>New Sub-project of %1</source>
        <translation>Neues Unterprojekt von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="20"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="23"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="27"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="31"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="33"/>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="37"/>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="39"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="41"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectFormDialog.cpp" line="64"/>
        <source>A project needs a name.</source>
        <translation>Ein Projekt braucht einen Namen.</translation>
    </message>
</context>
<context>
    <name>metadesk::ProjectTreeModel</name>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="73"/>
        <source>The project tree could not open its own connection to the database.</source>
        <translation>Der Projektbaum konnte keine eigene Verbindung zur Datenbank öffnen.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="84"/>
        <source>The projects could not be read from the database.</source>
        <translation>Die Projekte konnten nicht aus der Datenbank gelesen werden.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="215"/>
        <source>Project #%1</source>
        <translation>Projekt #%1</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="216"/>
        <source>Project #%1: %2</source>
        <translation>Projekt #%1: %2</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="229"/>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="229"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="340"/>
        <source>The project could not be read from the database, so nothing was changed.</source>
        <translation>Das Projekt konnte nicht aus der Datenbank gelesen werden, daher wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="342"/>
        <source>Someone else deleted this project since the tree was loaded; the tree was reloaded.</source>
        <translation>Jemand anderes hat dieses Projekt gelöscht, seit der Baum geladen wurde; der Baum wurde neu geladen.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="346"/>
        <source>Someone else moved this project since the tree was loaded; the tree was reloaded.</source>
        <translation>Jemand anderes hat dieses Projekt verschoben, seit der Baum geladen wurde; der Baum wurde neu geladen.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="354"/>
        <location filename="../src/models/ProjectTreeModel.cpp" line="388"/>
        <location filename="../src/models/ProjectTreeModel.cpp" line="432"/>
        <source>The project tree has no connection to write to.</source>
        <translation>Der Projektbaum hat keine Verbindung, in die er schreiben kann.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="359"/>
        <source>The parent project is not in the tree any more.</source>
        <translation>Das übergeordnete Projekt ist nicht mehr im Baum.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="391"/>
        <location filename="../src/models/ProjectTreeModel.cpp" line="435"/>
        <source>That project is not in the tree any more.</source>
        <translation>Dieses Projekt ist nicht mehr im Baum.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="400"/>
        <source>The chosen parent project is not in the tree any more.</source>
        <translation>Das gewählte übergeordnete Projekt ist nicht mehr im Baum.</translation>
    </message>
    <message>
        <location filename="../src/models/ProjectTreeModel.cpp" line="410"/>
        <location filename="../src/models/ProjectTreeModel.cpp" line="442"/>
        <source>%1 The tree was reloaded.</source>
        <translation>%1 Der Baum wurde neu geladen.</translation>
    </message>
</context>
<context>
    <name>metadesk::ProjectTreePanel</name>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="27"/>
        <source>Project tree</source>
        <translation>Projektbaum</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="28"/>
        <source>Project Tree</source>
        <translation>Projektbaum</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="35"/>
        <source>Project actions</source>
        <translation>Projektaktionen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="37"/>
        <source>New Project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="37"/>
        <source>Create a top-level project</source>
        <translation>Ein Projekt auf oberster Ebene anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="38"/>
        <source>New Sub-project…</source>
        <translation>Neues Unterprojekt…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="39"/>
        <source>Create a project inside the selected one</source>
        <translation>Ein Projekt im ausgewählten anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="40"/>
        <source>Move to…</source>
        <translation>Verschieben nach…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="41"/>
        <source>Choose a new parent for the selected project (or drag it onto one)</source>
        <translation>Ein neues übergeordnetes Projekt für das ausgewählte wählen (oder es auf eines ziehen)</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="42"/>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="43"/>
        <source>Delete the selected project, after seeing what it holds</source>
        <translation>Das ausgewählte Projekt löschen, nachdem gezeigt wurde, was es enthält</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="45"/>
        <source>Open Row</source>
        <translation>Zeile öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="45"/>
        <source>Show the selected project&apos;s row</source>
        <translation>Die Zeile des ausgewählten Projekts zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="46"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="46"/>
        <source>Read the projects again</source>
        <translation>Die Projekte neu lesen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="63"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="70"/>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="87"/>
        <source>%1 Moving a project changes the permissions it inherits. Drag a project onto another to move it there, or onto the empty area to move it to the top level.</source>
        <translation>%1 Wird ein Projekt verschoben, ändern sich die Berechtigungen, die es erbt. Ziehen Sie ein Projekt auf ein anderes, um es dorthin zu verschieben, oder auf die leere Fläche, um es auf die oberste Ebene zu verschieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="95"/>
        <source>%1 This connection is read-only: the tree can be browsed but not changed.</source>
        <translation>%1 Diese Verbindung ist schreibgeschützt: Der Baum kann durchgesehen, aber nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="92"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="249"/>
        <source>What %1 holds could not be read, so it was not deleted.</source>
        <translation>Was %1 enthält, konnte nicht gelesen werden, daher wurde es nicht gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="254"/>
        <source>%1 cannot be deleted while these still belong to it: %2</source>
        <translation>%1 kann nicht gelöscht werden, solange dies noch dazugehört: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="257"/>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="264"/>
        <source>Delete Project</source>
        <translation>Projekt löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="262"/>
        <source>Delete the project %1? Nothing else refers to it.</source>
        <translation>Das Projekt %1 löschen? Nichts anderes verweist darauf.</translation>
    </message>
    <message>
        <location filename="../src/gui/access/ProjectTreePanel.cpp" line="263"/>
        <source>Delete the project %1?

%2</source>
        <translation>Das Projekt %1 löschen?

%2</translation>
    </message>
</context>
<context>
    <name>metadesk::QueuePage</name>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="71"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="73"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="74"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="76"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="77"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="78"/>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="83"/>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="83"/>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="146"/>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="152"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="158"/>
        <source>Runs per status</source>
        <translation>Läufe je Status</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="162"/>
        <source>Runs the platform&apos;s sweeps would close</source>
        <translation>Läufe, die die Aufräumläufe der Plattform schließen würden</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="175"/>
        <source>Which runs to list</source>
        <translation>Welche Läufe aufgelistet werden</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="176"/>
        <source>Queued and running</source>
        <translation>Wartend und laufend</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="177"/>
        <source>Dead orchestrations</source>
        <translation>Tote Orchestrierungen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="178"/>
        <source>Queued too long</source>
        <translation>Zu lange in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="179"/>
        <source>Timed-out engine runs</source>
        <translation>Abgelaufene Engine-Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="180"/>
        <source>Failed in the last 24 hours</source>
        <translation>In den letzten 24 Stunden fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="181"/>
        <source>Live orchestrations</source>
        <translation>Lebende Orchestrierungen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="182"/>
        <source>Every run</source>
        <translation>Alle Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="185"/>
        <source>Which runs the actions take</source>
        <translation>Auf welche Läufe die Aktionen wirken</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="186"/>
        <source>Picked runs</source>
        <translation>Gewählte Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="187"/>
        <source>Every run listed</source>
        <translation>Alle gelisteten Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="188"/>
        <source>Close and Run Again take the runs picked in the list, or every run the preset lists (read again when the action starts).</source>
        <translation>Schließen und Erneut ausführen nehmen die in der Liste gewählten Läufe oder jeden Lauf, den die Vorauswahl auflistet (beim Start der Aktion neu gelesen).</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="194"/>
        <source>&amp;Close…</source>
        <translation>&amp;Schließen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="196"/>
        <source>Run &amp;Again…</source>
        <translation>&amp;Erneut ausführen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="198"/>
        <source>Resume…</source>
        <translation>Fortsetzen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="200"/>
        <source>Tabularia never resumes a run: this says why.</source>
        <translation>Tabularia setzt nie einen Lauf fort: dies sagt, warum.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="201"/>
        <source>Refresh &amp;Now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="205"/>
        <source>Act on:</source>
        <translation>Wirkt auf:</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="222"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="222"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="222"/>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="222"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="222"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="223"/>
        <source>Heartbeat age</source>
        <translation>Alter des Heartbeats</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="223"/>
        <source>Queue time</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="223"/>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="223"/>
        <source>Children</source>
        <translation>Unterläufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="224"/>
        <source>Claimed by</source>
        <translation>Beansprucht von</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="224"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="224"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="227"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="240"/>
        <source>Show &amp;More</source>
        <translation>&amp;Mehr zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="279"/>
        <source>Run queue of %1</source>
        <translation>Lauf-Warteschlange von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="348"/>
        <source>This database has no Tabularia runs queue.</source>
        <translation>Diese Datenbank hat keine Lauf-Warteschlange von Tabularia.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="406"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="492"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="432"/>
        <source>Could not connect to read the queue: %1</source>
        <translation>Keine Verbindung, um die Warteschlange zu lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="470"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="969"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1006"/>
        <source>Could not read the queue: %1</source>
        <translation>Die Warteschlange konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="491"/>
        <source>Reading… %1 % of the runs counted.</source>
        <translation>Wird gelesen… %1 % der Läufe gezählt.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="495"/>
        <source>Runs by status: counting…</source>
        <translation>Läufe nach Status: wird gezählt…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="496"/>
        <source>For the platform&apos;s sweeps: counting…</source>
        <translation>Für die Aufräumläufe der Plattform: wird gezählt…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="756"/>
        <source>Runs by status: %1</source>
        <translation>Läufe nach Status: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="764"/>
        <source>For the platform&apos;s sweeps: %1</source>
        <translation>Für die Aufräumläufe der Plattform: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="523"/>
        <source>An orchestration is dead after %1 without a heartbeat, queued too long after %2; an engine run has timed out after %3 (%4).</source>
        <translation>Eine Orchestrierung ist nach %1 ohne Heartbeat tot, nach %2 zu lange in der Warteschlange; ein Engine-Lauf ist nach %3 abgelaufen (%4).</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="527"/>
        <source>the platform&apos;s defaults</source>
        <translation>die Vorgaben der Plattform</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="527"/>
        <source>as the connection profile sets them</source>
        <translation>wie das Verbindungsprofil sie setzt</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="532"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="971"/>
        <source>No run matches “%1”.</source>
        <translation>Kein Lauf passt zu „%1“.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="533"/>
        <source>Listed: %1</source>
        <translation>Aufgelistet: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="534"/>
        <source>, more match: Show More lists them.</source>
        <translation>, weitere passen: „Mehr zeigen“ listet sie auf.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="536"/>
        <source>Only the first %1 children are shown.</source>
        <translation>Nur die ersten %1 Unterläufe werden gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="538"/>
        <source>Read at %1.</source>
        <translation>Gelesen um %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="613"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="800"/>
        <source>No database is open for writing.</source>
        <translation>Keine Datenbank ist zum Schreiben offen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="802"/>
        <source>This connection is read-only: closing a run or queueing one writes runs, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: einen Lauf zu schließen oder einzureihen schreibt in runs, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="815"/>
        <source>Close a dead orchestration, a run queued too long or a timed-out engine run as the platform&apos;s sweep would: FAILURE, with the platform&apos;s message.</source>
        <translation>Eine tote Orchestrierung, einen zu lange wartenden Lauf oder einen abgelaufenen Engine-Lauf so schließen, wie es der Aufräumlauf der Plattform täte: FAILURE, mit der Meldung der Plattform.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="817"/>
        <source>Queue a new run of the flow, as the platform&apos;s run-now does.</source>
        <translation>Einen neuen Lauf des Flows einreihen, wie es „Jetzt ausführen“ der Plattform tut.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="837"/>
        <source>The run as the database holds it now:</source>
        <translation>Der Lauf, wie die Datenbank ihn jetzt hält:</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="858"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="863"/>
        <source>The platform never resumes a run: an engine run that stopped is not picked up again where it was; its flow is run afresh as a new run.</source>
        <translation>Die Plattform setzt nie einen Lauf fort: Ein angehaltener Engine-Lauf wird nicht dort wieder aufgenommen, wo er stand; sein Flow wird als neuer Lauf von vorn ausgeführt.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="865"/>
        <source>If it timed out, Close it as the platform&apos;s sweep would; then Run Again to queue a new run of its flow.</source>
        <translation>Wenn seine Zeit überschritten ist, schließen Sie ihn, wie es der Aufräumlauf der Plattform täte; dann „Erneut ausführen“, um einen neuen Lauf seines Flows einzureihen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="869"/>
        <source>Run %1 (%2) is a timed-out engine run, and it cannot be resumed.</source>
        <translation>Lauf %1 (%2) ist ein Engine-Lauf mit überschrittener Zeit und kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="870"/>
        <source>Run %1 (%2) is an engine run, and it cannot be resumed.</source>
        <translation>Lauf %1 (%2) ist ein Engine-Lauf und kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="874"/>
        <source>The platform never resumes an orchestration: its steps already wrote, and running them again would duplicate appended outputs.</source>
        <translation>Die Plattform setzt nie eine Orchestrierung fort: ihre Schritte haben bereits geschrieben, und sie erneut auszuführen würde angehängte Ausgaben verdoppeln.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="876"/>
        <source>Close it, as the platform&apos;s sweep would, then Run Again to start the flow afresh.</source>
        <translation>Schließen Sie sie, wie es der Aufräumlauf der Plattform täte, und starten Sie den Flow dann mit „Erneut ausführen“ neu.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="878"/>
        <source>Run %1 is a dead orchestration, and it cannot be resumed.</source>
        <translation>Lauf %1 ist eine tote Orchestrierung und kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="881"/>
        <source>Tabularia has no resume.</source>
        <translation>Tabularia kennt kein Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1015"/>
        <source>Close Runs</source>
        <translation>Läufe schließen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1015"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1117"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1159"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1175"/>
        <source>Run Again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="916"/>
        <source>The queue is not open.</source>
        <translation>Die Warteschlange ist nicht geöffnet.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="930"/>
        <source>Counting the runs listed by “%1”…</source>
        <translation>Die von „%1“ gelisteten Läufe werden gezählt…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="997"/>
        <source>Reading the %1 listed by “%2”…</source>
        <translation>Die %1, die „%2“ listet, werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1008"/>
        <source>No run matches any more: nothing to do.</source>
        <translation>Kein Lauf passt mehr: Es gibt nichts zu tun.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1048"/>
        <source>Pick a run in the list first.</source>
        <translation>Wählen Sie zuerst einen Lauf in der Liste.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="973"/>
        <source>None of the %1 listed by “%2” bears a mark to close it by (dead, queued too long or timed out): nothing to close.</source>
        <translation>Keiner der %1, die „%2“ auflistet, trägt eine Markierung, nach der er geschlossen werden kann (tot, zu lange wartend oder Zeit überschritten): nichts zu schließen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="983"/>
        <source>Close the %1 listed by “%2”?</source>
        <translation>Die %1 aus „%2“ schließen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="981"/>
        <source>Queue a new run of the flow of each of the %1 listed by “%2”?</source>
        <translation>Für jeden der %1 aus „%2“ einen neuen Lauf seines Flows einreihen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1021"/>
        <source>Each run is written by its own conditional update: a run that no longer qualifies when its turn comes is skipped and listed afterwards.</source>
        <translation>Jeder Lauf wird durch ein eigenes bedingtes Update geschrieben: ein Lauf, der nicht mehr zutrifft, wenn er an der Reihe ist, wird übersprungen und danach aufgelistet.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1098"/>
        <source>Close the %1 picked?</source>
        <translation>Die gewählten %1 schließen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1096"/>
        <source>Queue a new run of the flow of each of the %1 picked?</source>
        <translation>Für jeden der gewählten %1 einen neuen Lauf seines Flows einreihen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="985"/>
        <source>Close %1 of the %2 listed by “%3”?</source>
        <translation>%1 der %2 von „%3“ aufgelisteten schließen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="988"/>
        <source>Not closed: %1 with no mark to close by (dead, queued too long or timed out).</source>
        <translation>Nicht geschlossen: %1 ohne Markierung, nach der geschlossen werden kann (tot, zu lange wartend oder Zeit überschritten).</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1084"/>
        <source>None of the %1 picked bears a mark to close it by (dead, queued too long or timed out): nothing to close.</source>
        <translation>Keiner der %1 ausgewählten trägt eine Markierung, nach der er geschlossen werden kann (tot, zu lange wartend oder Zeit überschritten): nichts zu schließen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1100"/>
        <source>Close %1 of the %2 picked?</source>
        <translation>%1 der %2 ausgewählten schließen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1103"/>
        <source>Not closed: %1 with no mark to close by (dead, queued too long or timed out): run %2.</source>
        <translation>Nicht geschlossen: %1 ohne Markierung, nach der geschlossen werden kann (tot, zu lange wartend oder Zeit überschritten): Lauf %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1117"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1144"/>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1175"/>
        <source>Close Run</source>
        <translation>Lauf schließen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1144"/>
        <source>Close run %1?</source>
        <translation>Lauf %1 schließen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1151"/>
        <source>Run %1 belongs to no flow: there is nothing to run again.</source>
        <translation>Lauf %1 gehört zu keinem Flow: es gibt nichts erneut auszuführen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1159"/>
        <source>Queue a new run of flow %1?</source>
        <translation>Einen neuen Lauf von Flow %1 einreihen?</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1171"/>
        <source>Closed run %1 as FAILURE.</source>
        <translation>Lauf %1 als FAILURE geschlossen.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1172"/>
        <source>Queued a new run of flow %1.</source>
        <translation>Ein neuer Lauf von Flow %1 wurde eingereiht.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1205"/>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1211"/>
        <source>Closed %1.</source>
        <translation>Geschlossen: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1211"/>
        <source>New runs queued: %1.</source>
        <translation>Neu eingereihte Läufe: %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1218"/>
        <source>… and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/QueuePage.cpp" line="1221"/>
        <source>Skipped, as they moved on or no longer qualify: %1.</source>
        <translation>Übersprungen, weil sie sich weiterbewegt haben oder nicht mehr zutreffen: %1.</translation>
    </message>
</context>
<context>
    <name>metadesk::RecentConnectionDelegate</name>
    <message>
        <location filename="../src/gui/connect/RecentConnectionDelegate.cpp" line="41"/>
        <source>Today %1</source>
        <translation>Heute %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/RecentConnectionDelegate.cpp" line="43"/>
        <source>Yesterday %1</source>
        <translation>Gestern %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/RecentConnectionDelegate.cpp" line="77"/>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/RecentConnectionDelegate.cpp" line="101"/>
        <source>%1 — file not found</source>
        <translation>%1 — Datei nicht gefunden</translation>
    </message>
</context>
<context>
    <name>metadesk::ReferencePicker</name>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="27"/>
        <source>lower</source>
        <comment>how a table&apos;s name is written inside a sentence</comment>
        <extracomment>Translate as &quot;lower&quot; where a table&apos;s name is lower-cased inside a sentence, as anything else where it is not.</extracomment>
        <translation>unverändert</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="40"/>
        <source>Type to search %1 by name or id</source>
        <translation>Tippen, um %1 nach Name oder ID zu durchsuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="41"/>
        <source>An id</source>
        <translation>Eine ID</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="86"/>
        <source>#%1 (no such row)</source>
        <translation>#%1 (keine solche Zeile)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="179"/>
        <source>Search failed: %1</source>
        <translation>Suche fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/ReferencePicker.cpp" line="190"/>
        <source>No %1 matches “%2”</source>
        <translation>Keine Treffer in %1 für „%2“</translation>
    </message>
</context>
<context>
    <name>metadesk::RevealCredentialDialog</name>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="24"/>
        <source>Reveal Credential</source>
        <translation>Zugangsdaten anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="34"/>
        <source>Credential in plain text</source>
        <translation>Zugangsdaten im Klartext</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="38"/>
        <source>Reveal &amp;Again</source>
        <translation>&amp;Erneut anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="43"/>
        <source>Shown only while this window has the focus. Each reveal is recorded in the local change journal; the platform itself never shows a credential.</source>
        <translation>Nur sichtbar, solange dieses Fenster den Fokus hat. Jedes Anzeigen wird im lokalen Änderungsjournal festgehalten; die Plattform selbst zeigt nie Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="68"/>
        <source>Connection %1</source>
        <translation>Verbindung %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="70"/>
        <source>This database is open read-only (audit browsing): no credential is revealed. Open it for editing to reveal one.</source>
        <translation>Diese Datenbank ist schreibgeschützt geöffnet (Audit-Ansicht): Es werden keine Zugangsdaten angezeigt. Öffnen Sie sie zum Bearbeiten, um welche anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="81"/>
        <source>No Fernet keys are kept for this database: add the platform&apos;s keys with Fernet Keys… first.</source>
        <translation>Für diese Datenbank sind keine Fernet-Schlüssel hinterlegt: Fügen Sie zuerst die Schlüssel der Plattform über Fernet-Schlüssel… hinzu.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="96"/>
        <source>Connection %1 (%2, %3@%4)</source>
        <translation>Verbindung %1 (%2, %3@%4)</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="109"/>
        <source>Decrypted with key %1 of %2.</source>
        <translation>Mit Schlüssel %1 von %2 entschlüsselt.</translation>
    </message>
    <message>
        <location filename="../src/gui/connections/RevealCredentialDialog.cpp" line="126"/>
        <source>Hidden again: the window lost the focus.</source>
        <translation>Wieder verborgen: Das Fenster hat den Fokus verloren.</translation>
    </message>
</context>
<context>
    <name>metadesk::RowDetailPane</name>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="61"/>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="87"/>
        <source>Row details</source>
        <translation>Zeilendetails</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="67"/>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="122"/>
        <source>Select a row to see its details.</source>
        <translation>Wählen Sie eine Zeile, um ihre Details zu sehen.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="176"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="179"/>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="183"/>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="194"/>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="198"/>
        <source>Referenced by</source>
        <translation>Verwiesen von</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="347"/>
        <source>Looking up the %1 row…</source>
        <translation>Die Zeile in %1 wird nachgeschlagen…</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="357"/>
        <source>No table refers to %1.</source>
        <translation>Keine Tabelle verweist auf %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="368"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="377"/>
        <source>%1.%2 (a foreign key)</source>
        <translation>%1.%2 (ein Fremdschlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="378"/>
        <source>%1.%2 (kept without a foreign key by design)</source>
        <translation>%1.%2 (absichtlich ohne Fremdschlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="383"/>
        <source>Rows in %1</source>
        <translation>Zeilen in %1</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="436"/>
        <source>%1 — not found</source>
        <translation>%1 — nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="437"/>
        <source>%1 — not found (no foreign key by design)</source>
        <translation>%1 — nicht gefunden (absichtlich kein Fremdschlüssel)</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="439"/>
        <source>No %1 row has %2 = %3.</source>
        <translation>Keine Zeile in %1 hat %2 = %3.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="441"/>
        <source>No %1 row has %2 = %3. The schema keeps this reference without a foreign key on purpose, so the row it named may have been deleted since.</source>
        <translation>Keine Zeile in %1 hat %2 = %3. Das Schema führt diesen Verweis absichtlich ohne Fremdschlüssel, daher wurde die genannte Zeile vielleicht inzwischen gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="459"/>
        <source>Open %1 %2</source>
        <translation>%1 %2 öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/detail/RowDetailPane.cpp" line="510"/>
        <source>Some references could not be looked up. %1</source>
        <translation>Einige Verweise konnten nicht nachgeschlagen werden. %1</translation>
    </message>
</context>
<context>
    <name>metadesk::RowEditDialog</name>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="42"/>
        <source>New row in %1</source>
        <translation>Neue Zeile in %1</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="45"/>
        <source>Edit %1 row</source>
        <translation>Zeile in %1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="48"/>
        <source>Duplicate %1 row</source>
        <translation>Zeile in %1 duplizieren</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="59"/>
        <source>%1 #%2</source>
        <translation>%1 (#%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="73"/>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="92"/>
        <source>(assigned by the database)</source>
        <translation>(von der Datenbank vergeben)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="95"/>
        <source>(database default)</source>
        <translation>(Standardwert der Datenbank)</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="119"/>
        <source>Stored as bytes that are not UTF-8 text: %1. The field shows them as SQLite reads them; left untouched, they stay as stored.</source>
        <translation>Als Bytes gespeichert, die kein UTF-8-Text sind: %1. Das Feld zeigt sie so, wie SQLite sie liest; unverändert bleiben sie, wie sie gespeichert sind.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="176"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="177"/>
        <source>Show the database&apos;s own message</source>
        <translation>Die eigene Meldung der Datenbank anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="185"/>
        <source>The database&apos;s own message</source>
        <translation>Die eigene Meldung der Datenbank</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="197"/>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="199"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="197"/>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="199"/>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="201"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="331"/>
        <source>Fix the fields marked in red first.</source>
        <translation>Beheben Sie zuerst die rot markierten Felder.</translation>
    </message>
    <message>
        <location filename="../src/gui/edit/RowEditDialog.cpp" line="354"/>
        <source>Not saved: %1 Your values are still here.</source>
        <translation>Nicht gespeichert: %1 Ihre Werte sind noch da.</translation>
    </message>
</context>
<context>
    <name>metadesk::RowValidator</name>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="106"/>
        <source>Not an e-mail address the platform accepts: a name, “@” and a domain, such as quinn@example.com, without spaces.</source>
        <translation>Keine E-Mail-Adresse, die die Plattform annimmt: ein Name, „@“ und eine Domain, etwa quinn@example.com, ohne Leerzeichen.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="127"/>
        <source>Must be one of: %1.</source>
        <translation>Erlaubt ist einer dieser Werte: %1.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="131"/>
        <source>Not a valid date and time.</source>
        <translation>Kein gültiges Datum mit Uhrzeit.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="161"/>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="167"/>
        <source>%1 is stored as the platform makes it (a hash or ciphertext); it is never written as typed.</source>
        <translation>%1 wird so gespeichert, wie die Plattform es erzeugt (ein Hash oder Geheimtext); es wird nie als eingetippter Text geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="174"/>
        <source>%1 is written only by the platform itself; it is shown, never written here.</source>
        <translation>%1 schreibt nur die Plattform selbst; es wird angezeigt, hier nie geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="194"/>
        <source>Choose one of %1: exactly one must be set.</source>
        <translation>Wählen Sie %1: Genau eines davon muss gesetzt sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="194"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="195"/>
        <source>Only one of %1 may be set, not both.</source>
        <translation>Nur eines von %1 darf gesetzt sein, nicht beide.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="195"/>
        <location filename="../src/core/rules/RowValidator.cpp" line="210"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="210"/>
        <source>%1 go together: fill both, or neither.</source>
        <translation>%1 gehören zusammen: Füllen Sie beide aus oder keines.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="211"/>
        <source>%1 go together: fill all of them, or none.</source>
        <translation>%1 gehören zusammen: Füllen Sie alle aus oder keines.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="211"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="220"/>
        <source>A row cannot be its own parent.</source>
        <translation>Eine Zeile kann nicht ihre eigene übergeordnete Zeile sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="346"/>
        <source>Already taken: %1 #%2 (“%3”) has this %4.</source>
        <translation>Bereits vergeben: %1 #%2 („%3“) hat diesen Wert für „%4“.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="348"/>
        <source>Already taken: %1 #%2 (“%3”) has the same %4.</source>
        <translation>Bereits vergeben: %1 #%2 („%3“) hat dieselben Werte für „%4“.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="387"/>
        <source>Already there: %1 #%2 grants exactly this.</source>
        <translation>Bereits vorhanden: %1 #%2 gewährt genau dasselbe.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="412"/>
        <source>No %1 has id %2.</source>
        <translation>In „%1“ gibt es keine Zeile mit der ID %2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/RowValidator.cpp" line="424"/>
        <source>That would make it its own ancestor: the chosen parent lies inside it.</source>
        <translation>Das würde die Zeile zu ihrem eigenen Vorfahren machen: Die gewählte übergeordnete Zeile liegt unterhalb von ihr.</translation>
    </message>
</context>
<context>
    <name>metadesk::RowWriter</name>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="145"/>
        <source>The connection to the database server was lost; nothing was written. What you typed is kept: try again once the server is back, and Metadesk connects anew.</source>
        <translation>Die Verbindung zum Datenbankserver ist abgebrochen; nichts wurde geschrieben. Was Sie eingegeben haben, bleibt erhalten: Versuchen Sie es erneut, sobald der Server wieder erreichbar ist – Metadesk verbindet sich dann neu.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="157"/>
        <source>The connection to the database server was lost while the change was committed: whether it was saved is not known. Read the row again once the server is back before trying again.</source>
        <translation>Die Verbindung zum Datenbankserver ist abgebrochen, während die Änderung festgeschrieben wurde: Ob sie gespeichert ist, ist nicht bekannt. Lesen Sie die Zeile erneut, sobald der Server wieder erreichbar ist, bevor Sie es noch einmal versuchen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="179"/>
        <source>Someone else changed this row since you opened it.</source>
        <translation>Jemand anderes hat diese Zeile geändert, seit Sie sie geöffnet haben.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="180"/>
        <source>Someone else deleted this row since you opened it.</source>
        <translation>Jemand anderes hat diese Zeile gelöscht, seit Sie sie geöffnet haben.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="196"/>
        <source>Metadesk does not know a table named %1.</source>
        <translation>Metadesk kennt keine Tabelle namens %1.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="203"/>
        <location filename="../src/core/edit/RowWriter.cpp" line="460"/>
        <source>This connection is read-only: nothing was written.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="222"/>
        <source>%1 cannot be changed here.</source>
        <translation>Die Spalte „%1“ kann hier nicht geändert werden.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="336"/>
        <source>The insert returned no key.</source>
        <translation>Das Einfügen lieferte keinen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="391"/>
        <source>This row cannot be deleted while others depend on it. %1</source>
        <translation>Diese Zeile kann nicht gelöscht werden, solange andere von ihr abhängen. %1</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="451"/>
        <source>The change was saved, but the local change journal could not record it: %1</source>
        <translation>Die Änderung wurde gespeichert, aber das lokale Änderungsjournal konnte sie nicht aufzeichnen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="465"/>
        <source>A write transaction is already open on this connection: nothing was written.</source>
        <translation>Auf dieser Verbindung ist bereits eine Schreibtransaktion offen: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="502"/>
        <source>The changes were saved, but the local change journal could not record them: %1</source>
        <translation>Die Änderungen wurden gespeichert, aber das lokale Änderungsjournal konnte sie nicht aufzeichnen: %1</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="689"/>
        <source>The rows that depend on this one go deeper than Metadesk follows (8 levels); nothing was deleted.</source>
        <translation>Die von dieser Zeile abhängigen Zeilen reichen tiefer, als Metadesk ihnen folgt (8 Ebenen); es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="738"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="755"/>
        <source>Deleting it also deleted %1 rows that referred to it; restoring the row alone would not bring them back.</source>
        <translation>Beim Löschen wurden auch %1 Zeilen gelöscht, die darauf verwiesen; die Zeile allein wiederherzustellen, brächte sie nicht zurück.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/RowWriter.cpp" line="762"/>
        <source>Deleting it emptied the reference of %1 rows that pointed at it; restoring the row alone would leave them empty.</source>
        <translation>Beim Löschen wurde der Verweis von %1 Zeilen geleert, die darauf zeigten; die Zeile allein wiederherzustellen, ließe sie leer.</translation>
    </message>
</context>
<context>
    <name>metadesk::RunStatsPanel</name>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="92"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="102"/>
        <source>&amp;Range:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="105"/>
        <source>Range of days</source>
        <translation>Zeitraum in Tagen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="106"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="107"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="108"/>
        <source>Last 90 days</source>
        <translation>Letzte 90 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="109"/>
        <source>From … to …</source>
        <translation>Von … bis …</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="113"/>
        <source>First day (UTC)</source>
        <translation>Erster Tag (UTC)</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="116"/>
        <source>Last day (UTC), included</source>
        <translation>Letzter Tag (UTC), eingeschlossen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="124"/>
        <source>About the run figures</source>
        <translation>Zu den Lauf-Kennzahlen</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="129"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="136"/>
        <source>Runs started per day by status</source>
        <translation>Gestartete Läufe pro Tag nach Status</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="149"/>
        <source>About the runs chart</source>
        <translation>Zum Läufe-Diagramm</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="157"/>
        <source>Per flow, its engine runs started in the range: queue time (from queued to the engine&apos;s start) and run time (from the engine&apos;s start to the end), 50th, 90th and 99th percentiles.</source>
        <translation>Pro Flow seine im Zeitraum gestarteten Engine-Läufe: Wartezeit (vom Einreihen bis zum Start der Engine) und Laufzeit (vom Start der Engine bis zum Ende), 50., 90. und 99. Perzentil.</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="164"/>
        <source>Flow</source>
        <translation>Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="164"/>
        <source>Engine runs</source>
        <translation>Engine-Läufe</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="164"/>
        <source>Queue p50</source>
        <translation>Warten p50</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="164"/>
        <source>Queue p90</source>
        <translation>Warten p90</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="165"/>
        <source>Queue p99</source>
        <translation>Warten p99</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="165"/>
        <source>Run p50</source>
        <translation>Laufen p50</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="165"/>
        <source>Run p90</source>
        <translation>Laufen p90</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="165"/>
        <source>Run p99</source>
        <translation>Laufen p99</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="168"/>
        <source>Queue and run time per flow</source>
        <translation>Warte- und Laufzeit pro Flow</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="241"/>
        <source>The last day comes before the first.</source>
        <translation>Der letzte Tag liegt vor dem ersten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="245"/>
        <source>Choose at most %n day(s).</source>
        <translation>
            <numerusform>Wählen Sie höchstens %n Tag.</numerusform>
            <numerusform>Wählen Sie höchstens %n Tage.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="265"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="275"/>
        <source>Could not connect to read the runs: %1</source>
        <translation>Keine Verbindung zum Lesen der Läufe: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="298"/>
        <source>Could not read the runs: %1</source>
        <translation>Die Läufe konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="328"/>
        <source>No runs between %1 and %2 (UTC).</source>
        <translation>Keine Läufe zwischen %1 und %2 (UTC).</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="333"/>
        <source>Top-level runs started per day (UTC), %1 to %2</source>
        <translation>Gestartete Läufe oberster Ebene pro Tag (UTC), %1 bis %2</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="346"/>
        <source>Flow %1 (deleted)</source>
        <translation>Flow %1 (gelöscht)</translation>
    </message>
    <message>
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="348"/>
        <source>Flow %1</source>
        <translation>Flow %1</translation>
    </message>
</context>
<context>
    <name>metadesk::RunsChart</name>
    <message>
        <location filename="../src/gui/home/RunsChart.cpp" line="17"/>
        <source>Runs per day by status</source>
        <translation>Läufe pro Tag nach Status</translation>
    </message>
    <message>
        <location filename="../src/gui/home/RunsChart.cpp" line="27"/>
        <source>About the runs chart</source>
        <translation>Zum Diagramm der Läufe</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/home/RunsChart.cpp" line="83"/>
        <source>Runs started per day (UTC): the %n day(s) before these are being read…</source>
        <translation>
            <numerusform>Gestartete Läufe pro Tag (UTC): der Tag davor wird gelesen…</numerusform>
            <numerusform>Gestartete Läufe pro Tag (UTC): die %n Tage davor werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/home/RunsChart.cpp" line="84"/>
        <source>Runs started per day (UTC), the last %1 days</source>
        <translation>Gestartete Läufe pro Tag (UTC), die letzten %1 Tage</translation>
    </message>
    <message>
        <location filename="../src/gui/home/RunsChart.cpp" line="105"/>
        <source>No runs to chart.</source>
        <translation>Keine Läufe für das Diagramm.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/home/RunsChart.cpp" line="106"/>
        <source>No runs were started in these %n day(s).</source>
        <translation>
            <numerusform>An diesem %n Tag wurde kein Lauf gestartet.</numerusform>
            <numerusform>In diesen %n Tagen wurde kein Lauf gestartet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::SourceRetireAction</name>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="17"/>
        <source>Re&amp;tire Source…</source>
        <translation>Quelle s&amp;tilllegen…</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="19"/>
        <source>Tombstone the source when a dashboard refers to it, delete it otherwise, as the platform does</source>
        <translation>Die Quelle mit einem Grabstein versehen, wenn ein Dashboard auf sie verweist, sonst löschen, wie es die Plattform tut</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="21"/>
        <source>Select a source first.</source>
        <translation>Wählen Sie zuerst eine Quelle aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="21"/>
        <source>Open Sources and select a source first.</source>
        <translation>Öffnen Sie zuerst „Quellen“ und wählen Sie eine Quelle aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="28"/>
        <source>Retire Source</source>
        <translation>Quelle stilllegen</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="30"/>
        <source>This connection is read-only: retiring a source writes it, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Stilllegen einer Quelle schreibt sie, daher wird es nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="47"/>
        <source>Delete Source</source>
        <translation>Quelle löschen</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="48"/>
        <source>Tombstone Source</source>
        <translation>Quelle mit Grabstein versehen</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="67"/>
        <source>Source %1 was deleted.</source>
        <translation>Quelle %1 wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/sources/SourceRetireAction.cpp" line="68"/>
        <source>Source %1 was tombstoned.</source>
        <translation>Quelle %1 wurde mit einem Grabstein versehen.</translation>
    </message>
</context>
<context>
    <name>metadesk::SqlConfirmDialog</name>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="26"/>
        <source>What the change does to the data</source>
        <translation>Was die Änderung mit den Daten tut</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="32"/>
        <source>I have read the errors above: go ahead anyway</source>
        <translation>Ich habe die Fehler oben gelesen: trotzdem fortfahren</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="34"/>
        <source>Acknowledge the errors</source>
        <translation>Fehler zur Kenntnis nehmen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="39"/>
        <source>SQL that will run</source>
        <translation>SQL, das ausgeführt wird</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="50"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="63"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="64"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="65"/>
        <source>notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="66"/>
        <source>%1, statement %2 (line %3)</source>
        <translation>%1, Anweisung %2 (Zeile %3)</translation>
    </message>
    <message>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="72"/>
        <location filename="../src/gui/migrations/SqlConfirmDialog.cpp" line="80"/>
        <source>The data it touches could not be measured: %1</source>
        <translation>Die Daten, die sie berührt, konnten nicht gemessen werden: %1</translation>
    </message>
</context>
<context>
    <name>metadesk::StartPage</name>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="112"/>
        <source>Remove from list</source>
        <translation>Aus der Liste entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="170"/>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="172"/>
        <source>file not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="197"/>
        <source>Open SQLite Database</source>
        <translation>SQLite-Datenbank öffnen</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="199"/>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.db *.sqlite *.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="207"/>
        <source>Back to %1</source>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="208"/>
        <source>The database stays open: return to it as you left it (Escape)</source>
        <translation>Die Datenbank bleibt geöffnet: zurück zu ihr, wie Sie sie verlassen haben (Esc)</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="248"/>
        <source>Password for %1 on %2:</source>
        <translation>Passwort für %1 auf %2:</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="249"/>
        <source>the default user</source>
        <translation>den Standardbenutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="254"/>
        <source>Connect to %1</source>
        <translation>Mit %1 verbinden</translation>
    </message>
    <message>
        <location filename="../src/gui/connect/StartPage.cpp" line="298"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>metadesk::TablePage</name>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="63"/>
        <source>Rows of %1</source>
        <translation>Zeilen von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="253"/>
        <source>At most %1 rows can be acted on at a time; %2 are highlighted.</source>
        <translation>Höchstens %1 Zeilen können auf einmal bearbeitet werden; %2 sind markiert.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="256"/>
        <source>Select a row first.</source>
        <translation>Wählen Sie zuerst eine Zeile aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="261"/>
        <source>A highlighted row was deleted since the order was read; F5 reads the order again.</source>
        <translation>Eine markierte Zeile wurde gelöscht, seit die Reihenfolge gelesen wurde; F5 liest die Reihenfolge neu.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="262"/>
        <source>Some of the highlighted rows are still being read; try again in a moment.</source>
        <translation>Einige der markierten Zeilen werden noch gelesen; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="392"/>
        <source>The table was read again; the highlight of many rows was cleared.</source>
        <translation>Die Tabelle wurde neu gelesen; die Markierung vieler Zeilen wurde aufgehoben.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="518"/>
        <source>A highlighted row could not be found again: the rows keep moving. Press F5 to read them again.</source>
        <translation>Eine markierte Zeile war nicht wiederzufinden: Die Zeilen verschieben sich ständig. Drücken Sie F5, um sie neu zu lesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="568"/>
        <location filename="../src/gui/pages/TablePage.cpp" line="640"/>
        <source>The highlighted row</source>
        <translation>Die markierte Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="568"/>
        <location filename="../src/gui/pages/TablePage.cpp" line="640"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="571"/>
        <source>%1 is no longer among these rows: deleted, or it no longer matches the filter.</source>
        <translation>%1 ist nicht mehr unter diesen Zeilen: gelöscht, oder sie passt nicht mehr zum Filter.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="572"/>
        <source>%1 is no longer in %2: someone deleted it.</source>
        <translation>%1 ist nicht mehr in %2: Jemand hat sie gelöscht.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="641"/>
        <source>%1 is row %2 in this order. &lt;a href=&quot;show-current&quot;&gt;Show it&lt;/a&gt;</source>
        <translation>%1 ist Zeile %2 in dieser Reihenfolge. &lt;a href=&quot;show-current&quot;&gt;Anzeigen&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="743"/>
        <source>Copy takes at most %1 rows at a time; use Export for more.</source>
        <translation>Kopieren nimmt höchstens %1 Zeilen auf einmal; für mehr verwenden Sie den Export.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="769"/>
        <source>Some of the selected rows are still being read; copy again in a moment.</source>
        <translation>Einige der ausgewählten Zeilen werden noch gelesen; kopieren Sie gleich noch einmal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/pages/TablePage.cpp" line="775"/>
        <source>Copied %n row(s).</source>
        <translation>
            <numerusform>%n Zeile kopiert.</numerusform>
            <numerusform>%n Zeilen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="810"/>
        <source>Sorting cancelled: the rows are sorted by %1, descending, which an index serves.</source>
        <translation>Sortieren abgebrochen: Die Zeilen sind absteigend nach %1 sortiert, was ein Index unterstützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="812"/>
        <source>Sorting cancelled: the rows are sorted by %1, ascending, which an index serves.</source>
        <translation>Sortieren abgebrochen: Die Zeilen sind aufsteigend nach %1 sortiert, was ein Index unterstützt.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="831"/>
        <source>its index does not serve it</source>
        <translation>sein Index bedient sie nicht</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="831"/>
        <source>no index serves this order</source>
        <translation>kein Index bedient diese Reihenfolge</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="833"/>
        <source>Sorted by %1 in one pass over the table (%2); F5 sorts again.</source>
        <translation>Nach %1 in einem Durchlauf über die Tabelle sortiert (%2); F5 sortiert neu.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="837"/>
        <source>Sorting by %1 in one pass over the table (%2), %3 s…</source>
        <translation>Sortiere nach %1 in einem Durchlauf über die Tabelle (%2), %3 s…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="838"/>
        <source>Sorting by %1 in one pass over the table (%2)…</source>
        <translation>Sortiere nach %1 in einem Durchlauf über die Tabelle (%2)…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="841"/>
        <source>Sorting by %1 (%2): %3 of about %4 rows placed (%5%).</source>
        <translation>Sortiere nach %1 (%2): %3 von etwa %4 Zeilen eingeordnet (%5 %).</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="844"/>
        <source>Sorting by %1 (%2): %3 rows placed.</source>
        <translation>Sortiere nach %1 (%2): %3 Zeilen eingeordnet.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="854"/>
        <source>No index of this database serves this filter: counting its rows, and finding rare ones, reads the whole table.</source>
        <translation>Kein Index dieser Datenbank dient diesem Filter: Seine Zeilen zu zählen und seltene zu finden liest die ganze Tabelle.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="909"/>
        <source>1 row matches the filter</source>
        <translation>1 Zeile passt zum Filter</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="909"/>
        <source>1 row</source>
        <translation>1 Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="911"/>
        <source>%1 rows match the filter</source>
        <translation>%1 Zeilen passen zum Filter</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="911"/>
        <source>%1 rows</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="916"/>
        <source>Loading… %1 s</source>
        <translation>Wird geladen… %1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="920"/>
        <source>about %1 rows (counting…)</source>
        <translation>etwa %1 Zeilen (wird gezählt…)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="918"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="868"/>
        <source>The index on %1 does not hand out the rows sharing a value in key order, and many rows share one: every page would sort all of them.</source>
        <translation>Der Index auf %1 liefert Zeilen mit gleichem Wert nicht in Schlüsselreihenfolge, und viele Zeilen teilen sich einen Wert: jede Seite müsste sie alle sortieren.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="871"/>
        <source>No index of this database leads with %1: every page would read the whole table.</source>
        <translation>Kein Index dieser Datenbank beginnt mit %1: jede Seite müsste die ganze Tabelle lesen.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="873"/>
        <source>So the database sorts the table once, keeping only each row&apos;s place; the first rows are read on their own meanwhile, and other rows wait for the pass. Cancel sorting goes back to the last sort an index serves.</source>
        <translation>Deshalb sortiert die Datenbank die Tabelle einmal und behält nur den Platz jeder Zeile; die ersten Zeilen werden inzwischen für sich gelesen, andere Zeilen warten auf den Durchlauf. „Sortieren abbrechen“ kehrt zur letzten Sortierung zurück, die ein Index bedient.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="924"/>
        <source>at least %1 rows match the filter (counting…)</source>
        <translation>mindestens %1 Zeilen passen zum Filter (wird gezählt…)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="925"/>
        <source>at least %1 rows (counting…)</source>
        <translation>mindestens %1 Zeilen (wird gezählt…)</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="932"/>
        <source>times in %1</source>
        <translation>Zeiten in %1</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="933"/>
        <source>%1 · times in %2</source>
        <translation>%1 · Zeiten in %2</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="940"/>
        <source>Cancel sorting</source>
        <translation>Sortieren abbrechen</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="953"/>
        <source>No rows match the filter.</source>
        <translation>Keine Zeilen passen zum Filter.</translation>
    </message>
    <message>
        <location filename="../src/gui/pages/TablePage.cpp" line="953"/>
        <source>This table is empty.</source>
        <translation>Diese Tabelle ist leer.</translation>
    </message>
</context>
<context>
    <name>metadesk::TemplateInstantiateAction</name>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="18"/>
        <source>&amp;Instantiate Template…</source>
        <translation>Aus Vorlage &amp;anlegen…</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="20"/>
        <source>A new dashboard from this dashboard template: its spec copied as version 1</source>
        <translation>Ein neues Dashboard aus dieser Dashboard-Vorlage: ihre Spezifikation als Version 1 kopiert</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="21"/>
        <source>Select a template first.</source>
        <translation>Wählen Sie zuerst eine Vorlage aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="21"/>
        <source>Open Templates and select a dashboard template first.</source>
        <translation>Öffnen Sie zuerst Vorlagen und wählen Sie eine Dashboard-Vorlage aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="28"/>
        <source>Instantiate Template</source>
        <translation>Aus Vorlage anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="31"/>
        <source>This connection is read-only: instantiating a template writes a dashboard, so it is not offered.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Das Anlegen aus einer Vorlage schreibt ein Dashboard und wird daher nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="43"/>
        <source>Title of the new dashboard:</source>
        <translation>Titel des neuen Dashboards:</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="58"/>
        <source>Create Dashboard</source>
        <translation>Dashboard anlegen</translation>
    </message>
    <message>
        <location filename="../src/gui/transfer/TemplateInstantiateAction.cpp" line="68"/>
        <source>Dashboard “%1” was created from the template (%2, v1).</source>
        <translation>Dashboard „%1“ wurde aus der Vorlage angelegt (%2, v1).</translation>
    </message>
</context>
<context>
    <name>metadesk::TranscriptView</name>
    <message>
        <location filename="../src/gui/chat/TranscriptView.cpp" line="11"/>
        <source>Chat transcript</source>
        <translation>Chatverlauf</translation>
    </message>
</context>
<context>
    <name>metadesk::VersionHistoryDialog</name>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="31"/>
        <source>Reading the versions…</source>
        <translation>Die Versionen werden gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="44"/>
        <source>Versions, newest first</source>
        <translation>Versionen, neueste zuerst</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="69"/>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="72"/>
        <source>Old version</source>
        <translation>Alte Version</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="75"/>
        <source>&amp;with</source>
        <translation>&amp;mit</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="78"/>
        <source>New version</source>
        <translation>Neue Version</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="169"/>
        <source>The versions could not be read: %1</source>
        <translation>Die Versionen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="170"/>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="174"/>
        <source>Nothing to compare.</source>
        <translation>Nichts zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="176"/>
        <source>There are no versions.</source>
        <translation>Es gibt keine Versionen.</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="196"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="237"/>
        <source>Comparing v%1 with v%2…</source>
        <translation>v%1 wird mit v%2 verglichen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="271"/>
        <source>The versions could not be compared: %1</source>
        <translation>Die Versionen konnten nicht verglichen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="277"/>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="327"/>
        <source>v%1</source>
        <translation>v%1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="285"/>
        <source>Reading v%1…</source>
        <translation>v%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="322"/>
        <source>The version could not be read: %1</source>
        <translation>Die Version konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="330"/>
        <source>%1 is the first version: nothing came before it to compare with. Its content as saved:</source>
        <translation>%1 ist die erste Version: Es gibt nichts davor, womit sie verglichen werden könnte. Ihr Inhalt, wie gespeichert:</translation>
    </message>
    <message>
        <location filename="../src/gui/history/VersionHistoryDialog.cpp" line="333"/>
        <source>Both sides are %1: pick two different versions to compare. Its content as saved:</source>
        <translation>Beide Seiten sind %1: Wählen Sie zwei verschiedene Versionen zum Vergleichen. Ihr Inhalt, wie gespeichert:</translation>
    </message>
</context>
<context>
    <name>metadesk::VirtualTableView</name>
    <message>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="41"/>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="67"/>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="793"/>
        <source>Sort by %1, &amp;Ascending</source>
        <translation>Nach %1 sortieren, &amp;aufsteigend</translation>
    </message>
    <message>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="794"/>
        <source>Sort by %1, &amp;Descending</source>
        <translation>Nach %1 sortieren, a&amp;bsteigend</translation>
    </message>
    <message>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="807"/>
        <source>&amp;Copy Column Name “%1”</source>
        <translation>Spaltennamen „%1“ &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/grid/VirtualTableView.cpp" line="811"/>
        <source>&amp;Reset Column Order</source>
        <translation>Spaltenreihenfolge &amp;zurücksetzen</translation>
    </message>
</context>
<context>
    <name>metadesk::WindowedTableModel</name>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="849"/>
        <source>Could not read the order of %1: %2</source>
        <translation>Die Reihenfolge von %1 ließ sich nicht lesen: %2</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1018"/>
        <source>Could not read rows of %1: %2</source>
        <translation>Zeilen von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1023"/>
        <source>%1 shows stored values where it could not read the rows they refer to: %2</source>
        <translation>%1 zeigt gespeicherte Werte, wo die Zeilen, auf die sie verweisen, nicht gelesen werden konnten: %2</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1085"/>
        <source>Could not count the rows of %1: %2</source>
        <translation>Die Zeilen von %1 konnten nicht gezählt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1404"/>
        <source>(gone)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1406"/>
        <source>This row was deleted, or no longer passes the filter, since the order was read: it has no values here. F5 reads the order again.</source>
        <translation>Diese Zeile wurde gelöscht oder passt nicht mehr zum Filter, seit die Reihenfolge gelesen wurde: Sie hat hier keine Werte. F5 liest die Reihenfolge neu.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1427"/>
        <source>Copy and Export take the bytes as stored.</source>
        <translation>Kopieren und Export nehmen die Bytes, wie sie gespeichert sind.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1477"/>
        <source>Kept as text, sorted and filtered as a number. Empty or non-numeric text counts as unknown: it matches no comparison and sorts after the numbers.</source>
        <translation>Als Text gespeichert, als Zahl sortiert und gefiltert. Leerer oder nicht numerischer Text gilt als unbekannt: Er erfüllt keinen Vergleich und steht nach den Zahlen.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1493"/>
        <source>Shows the label of the referenced %1 row, then its %2. Sorted and filtered by the stored %2.</source>
        <translation>Zeigt die Beschriftung der Zeile in %1, auf die verwiesen wird, dann ihren Wert %2. Sortiert und gefiltert nach dem gespeicherten Wert %2.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1496"/>
        <source>Shows the stored %2 of the referenced %1 row, marked when no such row exists. Sorted and filtered by the stored %2.</source>
        <translation>Zeigt den gespeicherten Wert %2 der Zeile in %1, auf die verwiesen wird, markiert, wenn es keine solche Zeile gibt. Sortiert und gefiltert nach dem gespeicherten Wert %2.</translation>
    </message>
    <message>
        <location filename="../src/models/WindowedTableModel.cpp" line="1499"/>
        <source>Shows the %1 of the referenced %2 row, then its %3. Sorted and filtered by the stored %3.</source>
        <translation>Zeigt den Wert %1 der Zeile in %2, auf die verwiesen wird, dann ihren Wert %3. Sortiert und gefiltert nach dem gespeicherten Wert %3.</translation>
    </message>
</context>
<context>
    <name>metadesk::Workspace</name>
    <message>
        <location filename="../src/gui/Workspace.cpp" line="61"/>
        <source>Filter the tables</source>
        <translation>Die Tabellen filtern</translation>
    </message>
    <message>
        <location filename="../src/gui/Workspace.cpp" line="62"/>
        <source>Filter tables…</source>
        <translation>Tabellen filtern…</translation>
    </message>
    <message>
        <location filename="../src/gui/Workspace.cpp" line="72"/>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <location filename="../src/gui/Workspace.cpp" line="632"/>
        <source>Finding the highlighted row in the new order…</source>
        <translation>Die markierte Zeile wird in der neuen Reihenfolge gesucht…</translation>
    </message>
    <message>
        <location filename="../src/gui/Workspace.cpp" line="636"/>
        <source>Reading the highlighted row…</source>
        <translation>Die markierte Zeile wird gelesen…</translation>
    </message>
</context>
<context>
    <name>metadesk::jsontext</name>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="133"/>
        <source>Not valid JSON: one value is expected, such as one object {…} or one list […], not several separated by commas.</source>
        <translation>Kein gültiges JSON: Erwartet wird ein Wert, etwa ein Objekt {…} oder eine Liste […], nicht mehrere durch Kommas getrennte.</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="144"/>
        <source>a “,” before the next member or a “}” to close the object is expected</source>
        <translation>erwartet wird ein „,“ vor dem nächsten Eintrag oder ein „}“, das das Objekt schließt</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="147"/>
        <source>a “:” is expected between a key and its value</source>
        <translation>erwartet wird ein „:“ zwischen Schlüssel und Wert</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="150"/>
        <source>a “,” before the next item or a “]” to close the list is expected</source>
        <translation>erwartet wird ein „,“ vor dem nächsten Element oder ein „]“, das die Liste schließt</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="153"/>
        <source>a “,” is expected between two members</source>
        <translation>erwartet wird ein „,“ zwischen zwei Einträgen</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="156"/>
        <source>a text opened with “&quot;” is not closed</source>
        <translation>ein mit „&quot;“ begonnener Text wird nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="159"/>
        <source>after a backslash, an escape such as \n, \&quot; or \u00e9 is expected</source>
        <translation>nach einem Backslash wird eine Escape-Folge wie \n, \&quot; oder \u00e9 erwartet</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="162"/>
        <source>the text holds a character that is not valid UTF-8</source>
        <translation>der Text enthält ein Zeichen, das kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="165"/>
        <source>the document should end after its value, but more follows</source>
        <translation>das Dokument sollte nach seinem Wert enden, es folgt aber mehr</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="168"/>
        <source>a value is expected: an object {…}, a list […], a text in double quotes, a number such as -1.5, true, false or null</source>
        <translation>erwartet wird ein Wert: ein Objekt {…}, eine Liste […], ein Text in doppelten Anführungszeichen, eine Zahl wie -1.5, true, false oder null</translation>
    </message>
    <message>
        <location filename="../src/core/edit/JsonText.cpp" line="172"/>
        <source>Not valid JSON at line %1, column %2: %3.</source>
        <translation>Kein gültiges JSON in Zeile %1, Spalte %2: %3.</translation>
    </message>
</context>
<context>
    <name>metadesk::numerictext</name>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="155"/>
        <source>“%1” is too large for a whole number here.</source>
        <translation>„%1“ ist zu groß für eine ganze Zahl an dieser Stelle.</translation>
    </message>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="157"/>
        <source>“%1” reads two ways: %2 with the point grouping thousands, as you write numbers, or %3 with the point before the decimals, as stored values are written. Type %2 if that is the number you mean, without the point.</source>
        <translation>„%1“ lässt sich zweifach lesen: %2, wenn der Punkt Tausender trennt, wie Sie Zahlen schreiben, oder %3, wenn der Punkt vor den Nachkommastellen steht, wie gespeicherte Werte geschrieben sind. Geben Sie %2 ohne Punkt ein, wenn Sie diese Zahl meinen.</translation>
    </message>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="161"/>
        <source>“%1” reads two ways: %2 with the point grouping thousands, as you write numbers, or %3 with the point before the decimals, as stored values are written. Type %2 or %3, whichever you mean.</source>
        <translation>„%1“ lässt sich zweifach lesen: %2, wenn der Punkt Tausender trennt, wie Sie Zahlen schreiben, oder %3, wenn der Punkt vor den Nachkommastellen steht, wie gespeicherte Werte geschrieben sind. Geben Sie %2 oder %3 ein, je nachdem, was Sie meinen.</translation>
    </message>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="166"/>
        <source>“%1” has decimals, and a whole number is needed here: type digits only, as 1000000 or %2.</source>
        <translation>„%1“ hat Nachkommastellen, hier ist aber eine ganze Zahl nötig: nur Ziffern eingeben, etwa 1000000 oder %2.</translation>
    </message>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="171"/>
        <source>“%1” is not a whole number: type digits, as 1000000 or %2.</source>
        <translation>„%1“ ist keine ganze Zahl: Ziffern eingeben, etwa 1000000 oder %2.</translation>
    </message>
    <message>
        <location filename="../src/core/query/NumericText.cpp" line="172"/>
        <source>“%1” is not a number: type digits, with “%2” before the decimals, as %3 or 1234.5.</source>
        <translation>„%1“ ist keine Zahl: Ziffern eingeben, mit „%2“ vor den Nachkommastellen, etwa %3 oder 1234.5.</translation>
    </message>
</context>
<context>
    <name>metadesk::sentenceLabel</name>
    <message>
        <location filename="../src/core/catalog/SentenceLabel.h" line="12"/>
        <source>lowercase</source>
        <comment>Translate as &quot;keep&quot; if table and column labels keep their capital letter inside a sentence in this language (German nouns); anything else lower-cases them, as English does.</comment>
        <translation>keep</translation>
    </message>
</context>
<context>
    <name>metadesk::storedbytes</name>
    <message>
        <location filename="../src/core/export/StoredBytes.cpp" line="63"/>
        <source>Stored as bytes that are not UTF-8 text: each byte that is not part of a UTF-8 character is shown as \xNN.</source>
        <translation>Als Bytes gespeichert, die kein UTF-8-Text sind: Jedes Byte, das nicht Teil eines UTF-8-Zeichens ist, wird als \xNN gezeigt.</translation>
    </message>
</context>
<context>
    <name>metadesk::timedisplay</name>
    <message>
        <location filename="../src/core/settings/TimeDisplay.cpp" line="83"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../src/core/settings/TimeDisplay.cpp" line="87"/>
        <source>Times in %1.</source>
        <translation>Zeiten in %1.</translation>
    </message>
</context>
<context>
    <name>metadesk::valuecodec</name>
    <message>
        <location filename="../src/core/edit/ValueCodec.cpp" line="348"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/edit/ValueCodec.cpp" line="350"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/core/edit/ValueCodec.cpp" line="354"/>
        <source>•••••• (hidden)</source>
        <translation>•••••• (verborgen)</translation>
    </message>
    <message>
        <location filename="../src/core/edit/ValueCodec.cpp" line="356"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../src/core/edit/ValueCodec.cpp" line="357"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>metadesk::writeerrors</name>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="98"/>
        <source>Someone else is changing these rows right now. Nothing was written; try again in a moment.</source>
        <translation>Jemand anderes ändert diese Zeilen gerade. Es wurde nichts geschrieben; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="100"/>
        <source>This connection is read-only: nothing was written.</source>
        <translation>Diese Verbindung ist schreibgeschützt: Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="109"/>
        <source>Another row of %1 already holds these values.</source>
        <translation>Eine andere Zeile von %1 enthält bereits diese Werte.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="110"/>
        <source>Another row of %1 already has this %2.</source>
        <translation>Eine andere Zeile in „%1“ hat bereits diesen Wert für „%2“.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="113"/>
        <source>Other rows still point at this one, so it cannot go: see what refers to it in the detail pane&apos;s “Referenced by”.</source>
        <translation>Andere Zeilen verweisen noch auf diese, daher kann sie nicht gelöscht werden: Was auf sie verweist, zeigt „Verwiesen von“ im Detailbereich.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="116"/>
        <source>The %1 points at a row that does not exist (any more).</source>
        <translation>Der Wert in „%1“ verweist auf eine Zeile, die es nicht (mehr) gibt.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="118"/>
        <source>A reference points at a row that does not exist, or other rows still point at this one.</source>
        <translation>Ein Verweis zeigt auf eine Zeile, die es nicht gibt, oder andere Zeilen verweisen noch auf diese.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="121"/>
        <source>%1 is required.</source>
        <translation>%1 ist erforderlich.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="121"/>
        <source>A value</source>
        <translation>Ein Wert</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="127"/>
        <source>The %1 must be valid JSON.</source>
        <translation>Der Wert in „%1“ muss gültiges JSON sein.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="129"/>
        <source>%1 is outside what the platform allows: %2</source>
        <translation>%1 liegt außerhalb dessen, was die Plattform zulässt: %2</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="131"/>
        <source>The %1 is not allowed here (rule %2).</source>
        <translation>Der Wert in „%1“ ist hier nicht erlaubt (Regel %2).</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="134"/>
        <source>A value breaks one of %1&apos;s rules%2.</source>
        <translation>Ein Wert verletzt eine der Regeln von „%1“%2.</translation>
    </message>
    <message>
        <location filename="../src/core/rules/WriteErrors.cpp" line="137"/>
        <source>The database refused the change.</source>
        <translation>Die Datenbank hat die Änderung abgelehnt.</translation>
    </message>
</context>
</TS>
