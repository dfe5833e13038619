<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>ChatTranscripts</name>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="93"/>
        <source>Holotable %1 of %2, %n message(s)</source>
        <translation>
            <numerusform>Holotable %1 of %2, %n message</numerusform>
            <numerusform>Holotable %1 of %2, %n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="104"/>
        <source>%n message(s) swept on the next write</source>
        <translation>
            <numerusform>%n message swept on the next write</numerusform>
            <numerusform>%n messages swept on the next write</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="106"/>
        <source>Tabularia AI chat %1 of user %2, %n turn(s)</source>
        <translation>
            <numerusform>Tabularia AI chat %1 of user %2, %n turn</numerusform>
            <numerusform>Tabularia AI chat %1 of user %2, %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="132"/>
        <source> (%n turn(s) without a cost)</source>
        <translation>
            <numerusform> (%n turn without a cost)</numerusform>
            <numerusform> (%n turns without a cost)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/chat/ChatTranscripts.cpp" line="136"/>
        <source>%n row(s) do not parse (flagged above).</source>
        <translation>
            <numerusform>%n row does not parse (flagged above).</numerusform>
            <numerusform>%n rows do not parse (flagged above).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardCreate</name>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/DashboardCreate.cpp" line="101"/>
        <source>Its %n panel(s) read from %1, live sources of the workspace.</source>
        <translation>
            <numerusform>Its %n panel read from %1, live sources of the workspace.</numerusform>
            <numerusform>Its %n panels read from %1, live sources of the workspace.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeleteDatasource</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="36"/>
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="92"/>
        <source>Datasource %1 (%2) is shown by %n saved view(s) (%3). Their reference has a foreign key the platform&apos;s delete does not empty, so the database refuses the delete while they exist: delete or move those views first. Nothing was written.</source>
        <translation>
            <numerusform>Datasource %1 (%2) is shown by %n saved view (%3). Its reference has a foreign key the platform&apos;s delete does not empty, so the database refuses the delete while it exists: delete or move that view first. Nothing was written.</numerusform>
            <numerusform>Datasource %1 (%2) is shown by %n saved views (%3). Their reference has a foreign key the platform&apos;s delete does not empty, so the database refuses the delete while they exist: delete or move those views first. Nothing was written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/DeleteDatasource.cpp" line="156"/>
        <source>%n run(s) that refer to it stay, without the reference (runs.datasource_id emptied): %1.</source>
        <translation>
            <numerusform>%n run that refers to it stays, without the reference (runs.datasource_id emptied): %1.</numerusform>
            <numerusform>%n runs that refer to it stay, without the reference (runs.datasource_id emptied): %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message numerus="yes">
        <location filename="../src/gui/export/ExportController.cpp" line="118"/>
        <source>Exported %Ln rows of %1 to %2.</source>
        <translation>
            <numerusform>Exported %Ln row of %1 to %2.</numerusform>
            <numerusform>Exported %Ln rows of %1 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FernetKeyRing</name>
    <message numerus="yes">
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="88"/>
        <source>No key of the %n decrypts this token: %1.</source>
        <translation>
            <numerusform>No key of the %n decrypts this token: %1.</numerusform>
            <numerusform>No key of the %n decrypts this token: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/secrets/FernetKeyRing.cpp" line="98"/>
        <source>No key of the %n decrypts this token (%1).</source>
        <translation>
            <numerusform>No key of the %n decrypts this token (%1).</numerusform>
            <numerusform>No key of the %n decrypts this token (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowOverview</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="90"/>
        <source>Every %Ln day(s)</source>
        <translation>
            <numerusform>Every %Ln day</numerusform>
            <numerusform>Every %Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="92"/>
        <source>Every %Ln hour(s)</source>
        <translation>
            <numerusform>Every %Ln hour</numerusform>
            <numerusform>Every %Ln hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="93"/>
        <source>Every %Ln minute(s)</source>
        <translation>
            <numerusform>Every %Ln minute</numerusform>
            <numerusform>Every %Ln minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/FlowOverview.cpp" line="119"/>
        <source>%Ln run(s): %1</source>
        <translation>
            <numerusform>%Ln run: %1</numerusform>
            <numerusform>%Ln runs: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForgetDbtAiTexts</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="107"/>
        <source>Forgets the %n dbt AI text(s) of version %1 of flow %2 (%3): %4.</source>
        <translation>
            <numerusform>Forgets the %n dbt AI text of version %1 of flow %2 (%3): %4.</numerusform>
            <numerusform>Forgets the %n dbt AI texts of version %1 of flow %2 (%3): %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ForgetDbtAiTexts.cpp" line="137"/>
        <source>Version %1 of flow %2 has %n dbt AI text(s) now, not the ones listed: nothing was written.</source>
        <translation>
            <numerusform>Version %1 of flow %2 has %n dbt AI text now, not the ones listed: nothing was written.</numerusform>
            <numerusform>Version %1 of flow %2 has %n dbt AI texts now, not the ones listed: nothing was written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GridClipboard</name>
    <message numerus="yes">
        <location filename="../src/gui/export/GridClipboard.cpp" line="208"/>
        <source>Copied %Ln rows.</source>
        <translation>
            <numerusform>Copied %Ln row.</numerusform>
            <numerusform>Copied %Ln rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/export/GridClipboard.cpp" line="210"/>
        <source>Copied %Ln cells.</source>
        <translation>
            <numerusform>Copied %Ln cell.</numerusform>
            <numerusform>Copied %Ln cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IntegrityCheck</name>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="165"/>
        <source>%n panel(s) of its current spec read source &quot;%1&quot;, which does not exist.</source>
        <translation>
            <numerusform>%n panel of its current spec reads source &quot;%1&quot;, which does not exist.</numerusform>
            <numerusform>%n panels of its current spec read source &quot;%1&quot;, which does not exist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="187"/>
        <source>%n panel(s) of its current spec read source &quot;%1&quot;, which is tombstoned.</source>
        <translation>
            <numerusform>%n panel of its current spec reads source &quot;%1&quot;, which is tombstoned.</numerusform>
            <numerusform>%n panels of its current spec read source &quot;%1&quot;, which is tombstoned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="296"/>
        <source>%n stored value(s) the platform replaces by the default, the first of &quot;%1&quot;.</source>
        <translation>
            <numerusform>%n stored value the platform replaces by the default, the first of &quot;%1&quot;.</numerusform>
            <numerusform>%n stored values the platform replaces by the default, the first of &quot;%1&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/checks/HolotableChecks.cpp" line="314"/>
        <source>%n key(s) the platform drops, the first &quot;%1&quot;.</source>
        <translation>
            <numerusform>%n key the platform drops, the first &quot;%1&quot;.</numerusform>
            <numerusform>%n keys the platform drops, the first &quot;%1&quot;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keychain</name>
    <message numerus="yes">
        <location filename="../src/core/secrets/Keychain.cpp" line="64"/>
        <source>The system keychain did not answer within %n second(s); it may be locked or waiting for a prompt.</source>
        <translation>
            <numerusform>The system keychain did not answer within %n second; it may be locked or waiting for a prompt.</numerusform>
            <numerusform>The system keychain did not answer within %n seconds; it may be locked or waiting for a prompt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LongText</name>
    <message numerus="yes">
        <location filename="../src/gui/detail/LongText.cpp" line="34"/>
        <source>Reading a text of %n characters…</source>
        <translation>
            <numerusform>Reading a text of %n character…</numerusform>
            <numerusform>Reading a text of %n characters…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <location filename="../src/core/db/WritePrivileges.cpp" line="22"/>
        <source>&quot;%1&quot; (write access to %n table(s))</source>
        <translation>
            <numerusform>&quot;%1&quot; (write access to %n table)</numerusform>
            <numerusform>&quot;%1&quot; (write access to %n tables)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="509"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="584"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="970"/>
        <source>Cancelled: %n %1 migration(s) applied before that stay applied.</source>
        <translation>
            <numerusform>Cancelled: %n %1 migration applied before that stays applied.</numerusform>
            <numerusform>Cancelled: %n %1 migrations applied before that stay applied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/Migrator.cpp" line="985"/>
        <source>%n %1 migration(s) applied before it stay applied.</source>
        <translation>
            <numerusform>%n %1 migration applied before it stays applied.</numerusform>
            <numerusform>%n %1 migrations applied before it stay applied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/SchemaStatus.cpp" line="40"/>
        <source>%1 %2, %n migration(s) pending (head %3)</source>
        <translation>
            <numerusform>%1 %2, %n migration pending (head %3)</numerusform>
            <numerusform>%1 %2, %n migrations pending (head %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="853"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="854"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/schema/MigrationLint.cpp" line="855"/>
        <source>%n notice(s)</source>
        <translation>
            <numerusform>%n notice</numerusform>
            <numerusform>%n notices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RestoreContractVersion</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RestoreContractVersion.cpp" line="173"/>
        <source>Appends version %1 with that document (%n rule(s)); versions up to %2 stay as they are.</source>
        <translation>
            <numerusform>Appends version %1 with that document (%n rule); versions up to %2 stay as they are.</numerusform>
            <numerusform>Appends version %1 with that document (%n rules); versions up to %2 stay as they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RetireSource</name>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/RetireSource.cpp" line="99"/>
        <source>%n dashboard(s) refer to source “%1” (%2) in their stored versions, so it is tombstoned, not deleted: the row stays and they keep resolving to a marker.</source>
        <translation>
            <numerusform>%n dashboard refers to source “%1” (%2) in its stored versions, so it is tombstoned, not deleted: the row stays and it keeps resolving to a marker.</numerusform>
            <numerusform>%n dashboards refer to source “%1” (%2) in their stored versions, so it is tombstoned, not deleted: the row stays and they keep resolving to a marker.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RevealCredential</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RevealCredential.cpp" line="82"/>
        <source>%n projects are named %1: name one by its id.</source>
        <translation>
            <numerusform>%n project is named %1: name one by its id.</numerusform>
            <numerusform>%n projects are named %1: name one by its id.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RotateCredentials</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="73"/>
        <source>%n under key %1</source>
        <translation>
            <numerusform>%n under key %1</numerusform>
            <numerusform>%n under key %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="77"/>
        <source>Re-encrypts %n credential(s) with key 1 (%1), in one transaction.</source>
        <translation>
            <numerusform>Re-encrypts %n credential with key 1 (%1), in one transaction.</numerusform>
            <numerusform>Re-encrypts %n credentials with key 1 (%1), in one transaction.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="80"/>
        <source>Of %n connection(s), %1 already under key 1 and %2 without a password stay as they are.</source>
        <translation>
            <numerusform>Of %n connection, %1 already under key 1 and %2 without a password stay as they are.</numerusform>
            <numerusform>Of %n connections, %1 already under key 1 and %2 without a password stay as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/RotateCredentials.cpp" line="85"/>
        <source>%n credential(s) no key decrypts stay as they are, untouched:</source>
        <translation>
            <numerusform>%n credential no key decrypts stays as it is, untouched:</numerusform>
            <numerusform>%n credentials no key decrypts stay as they are, untouched:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoftDeleteDashboard</name>
    <message numerus="yes">
        <location filename="../src/core/ops/holotable/SoftDeleteDashboard.cpp" line="54"/>
        <source>Its %n favourite(s) are kept.</source>
        <translation>
            <numerusform>Its %n favourite is kept.</numerusform>
            <numerusform>Its %n favourites are kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SweepExpired</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="110"/>
        <source>Removes %n sign-in count(s) whose last failure is older than the throttle&apos;s window of %1 s: they slow nobody down any more.</source>
        <translation>
            <numerusform>Removes %n sign-in count whose last failure is older than the throttle&apos;s window of %1 s: it slows nobody down any more.</numerusform>
            <numerusform>Removes %n sign-in counts whose last failure is older than the throttle&apos;s window of %1 s: they slow nobody down any more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/SweepExpired.cpp" line="114"/>
        <source>Removes %n editor tab(s) not seen for more than %1 s (two missed beats): the platform counts them as closed.</source>
        <translation>
            <numerusform>Removes %n editor tab not seen for more than %1 s (two missed beats): the platform counts it as closed.</numerusform>
            <numerusform>Removes %n editor tabs not seen for more than %1 s (two missed beats): the platform counts them as closed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToggleEngine</name>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="118"/>
        <source>%n flow(s) still use it and keep running on it, as the platform leaves them:</source>
        <translation>
            <numerusform>%n flow still uses it and keeps running on it, as the platform leaves it:</numerusform>
            <numerusform>%n flows still use it and keep running on it, as the platform leaves them:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/ops/tabularia/ToggleEngine.cpp" line="121"/>
        <source>%n flow(s) use it:</source>
        <translation>
            <numerusform>%n flow uses it:</numerusform>
            <numerusform>%n flows use it:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::AdministrationPage</name>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="181"/>
        <source>the last %n day(s)</source>
        <translation>
            <numerusform>the last %n day</numerusform>
            <numerusform>the last %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="583"/>
        <source>%n flow(s) on %1:</source>
        <translation>
            <numerusform>%n flow on %1:</numerusform>
            <numerusform>%n flows on %1:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="736"/>
        <source>throttled: %n s to wait</source>
        <translation>
            <numerusform>throttled: %n s to wait</numerusform>
            <numerusform>throttled: %n s to wait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="745"/>
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="815"/>
        <source>%1 (%n s ago)</source>
        <translation>
            <numerusform>%1 (%n s ago)</numerusform>
            <numerusform>%1 (%n s ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="757"/>
        <source>%n sign-in count(s) by address and e-mail; %1 expired (the platform&apos;s scheduler removes a count %2 s after its last failure). Read again every %3 s while shown.</source>
        <translation>
            <numerusform>%n sign-in count by address and e-mail; %1 expired (the platform&apos;s scheduler removes a count %2 s after its last failure). Read again every %3 s while shown.</numerusform>
            <numerusform>%n sign-in counts by address and e-mail; %1 expired (the platform&apos;s scheduler removes a count %2 s after its last failure). Read again every %3 s while shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="826"/>
        <source>%n open editor tab(s); %1 expired (a tab beats every %2 s and is counted closed after %3 s without one; the platform&apos;s scheduler removes it). Read again every %4 s while shown.</source>
        <translation>
            <numerusform>%n open editor tab; %1 expired (a tab beats every %2 s and is counted closed after %3 s without one; the platform&apos;s scheduler removes it). Read again every %4 s while shown.</numerusform>
            <numerusform>%n open editor tabs; %1 expired (a tab beats every %2 s and is counted closed after %3 s without one; the platform&apos;s scheduler removes it). Read again every %4 s while shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AdministrationPage.cpp" line="1049"/>
        <source>Sweep %n expired row(s)?</source>
        <translation>
            <numerusform>Sweep %n expired row?</numerusform>
            <numerusform>Sweep %n expired rows?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::AiSpendChart</name>
    <message numerus="yes">
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="109"/>
        <source>No AI spend with a known cost on these %n day(s).</source>
        <translation>
            <numerusform>No AI spend with a known cost on this day.</numerusform>
            <numerusform>No AI spend with a known cost on these %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/admin/AiSpendChart.cpp" line="111"/>
        <source>%n turn(s) have no cost: the platform could not price their model (unknown, not free).</source>
        <translation>
            <numerusform>%n turn has no cost: the platform could not price its model (unknown, not free).</numerusform>
            <numerusform>%n turns have no cost: the platform could not price their model (unknown, not free).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::ChangeJournalDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="36"/>
        <source>%n line(s) of the journal could not be read and are not shown.</source>
        <translation>
            <numerusform>%n line of the journal could not be read and is not shown.</numerusform>
            <numerusform>%n lines of the journal could not be read and are not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="86"/>
        <source>This database&apos;s Holotable has no audit table yet (Holotable adds audit_log in its migration 012), so Metadesk records each change it makes to Holotable tables here, on this computer (%n change(s)). The file is only ever appended to.</source>
        <translation>
            <numerusform>This database&apos;s Holotable has no audit table yet (Holotable adds audit_log in its migration 012), so Metadesk records each change it makes to Holotable tables here, on this computer (%n change). The file is only ever appended to.</numerusform>
            <numerusform>This database&apos;s Holotable has no audit table yet (Holotable adds audit_log in its migration 012), so Metadesk records each change it makes to Holotable tables here, on this computer (%n changes). The file is only ever appended to.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="91"/>
        <source>This database&apos;s Holotable keeps its own audit table, audit_log (from its migration 012): Metadesk writes each change to Holotable tables there, not here. This journal holds only what was recorded on this computer before (%n change(s)).</source>
        <translation>
            <numerusform>This database&apos;s Holotable keeps its own audit table, audit_log (from its migration 012): Metadesk writes each change to Holotable tables there, not here. This journal holds only what was recorded on this computer before (%n change).</numerusform>
            <numerusform>This database&apos;s Holotable keeps its own audit table, audit_log (from its migration 012): Metadesk writes each change to Holotable tables there, not here. This journal holds only what was recorded on this computer before (%n changes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/ChangeJournalDialog.cpp" line="96"/>
        <source>This database holds no Holotable tables, so nothing is recorded here (%n change(s) from before).</source>
        <translation>
            <numerusform>This database holds no Holotable tables, so nothing is recorded here (%n change from before).</numerusform>
            <numerusform>This database holds no Holotable tables, so nothing is recorded here (%n changes from before).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::ChatTranscriptDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="78"/>
        <source>%n message(s), %1 swept on the next write (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</source>
        <translation>
            <numerusform>%n message, %1 swept on the next write (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</numerusform>
            <numerusform>%n messages, %1 swept on the next write (CHAT_HISTORY_MAX_MESSAGES %2, CHAT_HISTORY_RETENTION_DAYS %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="85"/>
        <source>%n turn(s), none with a known cost</source>
        <translation>
            <numerusform>%n turn, none with a known cost</numerusform>
            <numerusform>%n turns, none with a known cost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="86"/>
        <source>%n turn(s), $%1 in total</source>
        <translation>
            <numerusform>%n turn, $%1 in total</numerusform>
            <numerusform>%n turns, $%1 in total</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/chat/ChatTranscriptDialog.cpp" line="88"/>
        <source>%n row(s) do not parse.</source>
        <translation>
            <numerusform>%n row does not parse.</numerusform>
            <numerusform>%n rows do not parse.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::ContractDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="112"/>
        <source>Datasource %1 “%2”: %n saved version(s) of its data contract. Each save that changes the document adds one; none is ever changed.</source>
        <translation>
            <numerusform>Datasource %1 “%2”: %n saved version of its data contract. Each save that changes the document adds one; none is ever changed.</numerusform>
            <numerusform>Datasource %1 “%2”: %n saved versions of its data contract. Each save that changes the document adds one; none is ever changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="154"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractDialog.cpp" line="154"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::ContractResultsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/contracts/ContractResultsPanel.cpp" line="130"/>
        <source>%n result(s).</source>
        <translation>
            <numerusform>%n result.</numerusform>
            <numerusform>%n results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::CredentialActions</name>
    <message numerus="yes">
        <location filename="../src/gui/connections/CredentialActions.cpp" line="286"/>
        <source>Re-encrypted %n credential(s) with key 1 (%1). Key 1 alone now decrypts them.</source>
        <translation>
            <numerusform>Re-encrypted %n credential with key 1 (%1). Key 1 alone now decrypts it.</numerusform>
            <numerusform>Re-encrypted %n credentials with key 1 (%1). Key 1 alone now decrypts them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/connections/CredentialActions.cpp" line="296"/>
        <source>Re-encrypt %n credential(s) with key 1 of this database&apos;s Fernet keys (fingerprint %1)?</source>
        <translation>
            <numerusform>Re-encrypt %n credential with key 1 of this database&apos;s Fernet keys (fingerprint %1)?</numerusform>
            <numerusform>Re-encrypt %n credentials with key 1 of this database&apos;s Fernet keys (fingerprint %1)?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::DashboardHistoryDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/history/DashboardHistoryDialog.cpp" line="65"/>
        <source>Dashboard “%1”: %n version(s). Every save appends one, a rename and a restore too; none is ever changed.</source>
        <translation>
            <numerusform>Dashboard “%1”: %n version. Every save appends one, a rename and a restore too; none is ever changed.</numerusform>
            <numerusform>Dashboard “%1”: %n versions. Every save appends one, a rename and a restore too; none is ever changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::DeleteImpact</name>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="45"/>
        <source>%n row(s) of %1 will be deleted with it.</source>
        <translation>
            <numerusform>%n row of %1 will be deleted with it.</numerusform>
            <numerusform>%n rows of %1 will be deleted with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="48"/>
        <source>%n row(s) of %1 will be kept with this reference emptied.</source>
        <translation>
            <numerusform>%n row of %1 will be kept with this reference emptied.</numerusform>
            <numerusform>%n rows of %1 will be kept with this reference emptied.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="51"/>
        <source>%n row(s) of %1 will keep pointing at it (no foreign key, by design).</source>
        <translation>
            <numerusform>%n row of %1 will keep pointing at it (no foreign key, by design).</numerusform>
            <numerusform>%n rows of %1 will keep pointing at it (no foreign key, by design).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/core/rules/DeleteImpact.cpp" line="55"/>
        <source>%n row(s) of %1 still belong to it: move or delete them first.</source>
        <translation>
            <numerusform>%n row of %1 still belongs to it: move or delete it first.</numerusform>
            <numerusform>%n rows of %1 still belong to it: move or delete them first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::DiffModel</name>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffModel.cpp" line="115"/>
        <source>%n unchanged line(s), folded; press Enter to show them</source>
        <translation>
            <numerusform>%n unchanged line, folded; press Enter to show it</numerusform>
            <numerusform>%n unchanged lines, folded; press Enter to show them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffModel.cpp" line="156"/>
        <source>⋯  %n unchanged line(s) — click to show</source>
        <translation>
            <numerusform>⋯  %n unchanged line — click to show</numerusform>
            <numerusform>⋯  %n unchanged lines — click to show</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::DiffView</name>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="165"/>
        <source>%n line(s) changed</source>
        <translation>
            <numerusform>%n line changed</numerusform>
            <numerusform>%n lines changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="167"/>
        <source>%n added</source>
        <translation>
            <numerusform>%n added</numerusform>
            <numerusform>%n added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/diff/DiffView.cpp" line="169"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::EditController</name>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="423"/>
        <source>%n of the highlighted rows were deleted by someone else meanwhile. Nothing was deleted; the table is read again.</source>
        <translation>
            <numerusform>%n of the highlighted rows was deleted by someone else meanwhile. Nothing was deleted; the table is read again.</numerusform>
            <numerusform>%n of the highlighted rows were deleted by someone else meanwhile. Nothing was deleted; the table is read again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="486"/>
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/edit/EditController.cpp" line="527"/>
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::EffectivePermissionsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="305"/>
        <source>%n grant(s).</source>
        <translation>
            <numerusform>%n grant.</numerusform>
            <numerusform>%n grants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="307"/>
        <source>This user is deactivated: the platform refuses every request they make, so none of these %n grant(s) is in effect until they are activated again.</source>
        <translation>
            <numerusform>This user is deactivated: the platform refuses every request they make, so its %n grant is not in effect until they are activated again.</numerusform>
            <numerusform>This user is deactivated: the platform refuses every request they make, so none of these %n grants is in effect until they are activated again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/access/EffectivePermissionsPanel.cpp" line="311"/>
        <source>%n of them held by deactivated users, not in effect.</source>
        <translation>
            <numerusform>%n of them held by deactivated users, not in effect.</numerusform>
            <numerusform>%n of them held by deactivated users, not in effect.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FernetKeysDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/connections/FernetKeysDialog.cpp" line="68"/>
        <source>%n key(s) stored in the system keychain.</source>
        <translation>
            <numerusform>%n key stored in the system keychain.</numerusform>
            <numerusform>%n keys stored in the system keychain.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FieldEditor</name>
    <message numerus="yes">
        <location filename="../src/gui/edit/FieldEditor.cpp" line="406"/>
        <source>Kept exactly as stored: %Ln characters.</source>
        <translation>
            <numerusform>Kept exactly as stored: %Ln character.</numerusform>
            <numerusform>Kept exactly as stored: %Ln characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FlowAiTextsAction</name>
    <message numerus="yes">
        <location filename="../src/gui/history/FlowAiTextsAction.cpp" line="131"/>
        <source>Forgot %n dbt AI text(s) of version %1: the next dbt export of it asks the AI again.</source>
        <translation>
            <numerusform>Forgot %n dbt AI text of version %1: the next dbt export of it asks the AI again.</numerusform>
            <numerusform>Forgot %n dbt AI texts of version %1: the next dbt export of it asks the AI again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FlowHistoryDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/history/FlowHistoryDialog.cpp" line="31"/>
        <source>Flow %1 “%2”: %n version(s). Each save that changes the definition adds one; none is ever changed.</source>
        <translation>
            <numerusform>Flow %1 “%2”: %n version. Each save that changes the definition adds one; none is ever changed.</numerusform>
            <numerusform>Flow %1 “%2”: %n versions. Each save that changes the definition adds one; none is ever changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::FlowSummaryView</name>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="107"/>
        <source>%Ln datasource(s) published</source>
        <translation>
            <numerusform>%Ln datasource published</numerusform>
            <numerusform>%Ln datasources published</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="117"/>
        <source>%Ln node(s), %1 — folded below</source>
        <translation>
            <numerusform>%Ln node, %1 — folded below</numerusform>
            <numerusform>%Ln nodes, %1 — folded below</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/FlowSummaryView.cpp" line="117"/>
        <source>%Ln edge(s)</source>
        <translation>
            <numerusform>%Ln edge</numerusform>
            <numerusform>%Ln edges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::GenerationLogDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/chat/GenerationLogDialog.cpp" line="64"/>
        <source>%n row(s), newest first (at most %1); GENERATION_LOG_RETENTION_DAYS %2 applied as the platform applies it on read.</source>
        <translation>
            <numerusform>%n row, newest first (at most %1); GENERATION_LOG_RETENTION_DAYS %2 applied as the platform applies it on read.</numerusform>
            <numerusform>%n rows, newest first (at most %1); GENERATION_LOG_RETENTION_DAYS %2 applied as the platform applies it on read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::JsonTreeModel</name>
    <message numerus="yes">
        <location filename="../src/models/JsonTreeModel.cpp" line="380"/>
        <source>{%n keys}</source>
        <translation>
            <numerusform>{%n key}</numerusform>
            <numerusform>{%n keys}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/models/JsonTreeModel.cpp" line="382"/>
        <source>[%n items]</source>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::JsonView</name>
    <message numerus="yes">
        <location filename="../src/gui/detail/JsonView.cpp" line="200"/>
        <source>object · %n keys</source>
        <translation>
            <numerusform>object · %n key</numerusform>
            <numerusform>object · %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/detail/JsonView.cpp" line="203"/>
        <source>array · %n items</source>
        <translation>
            <numerusform>array · %n item</numerusform>
            <numerusform>array · %n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::LlmUsageDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="244"/>
        <source>Last %n day(s)</source>
        <translation>
            <numerusform>Last %n day</numerusform>
            <numerusform>Last %n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="361"/>
        <source>Workspace %1 used no model in these %n day(s).</source>
        <translation>
            <numerusform>Workspace %1 used no model on this day.</numerusform>
            <numerusform>Workspace %1 used no model in these %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/usage/LlmUsageDialog.cpp" line="362"/>
        <source>%1 tokens in %2 requests over %n day(s) (UTC days, as the platform counts its budget).</source>
        <translation>
            <numerusform>%1 tokens in %2 requests over %n day (UTC days, as the platform counts its budget).</numerusform>
            <numerusform>%1 tokens in %2 requests over %n days (UTC days, as the platform counts its budget).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::MigrationPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="214"/>
        <source>Apply %n pending %1 migration(s) to %2? Each runs in its own transaction; a failure rolls that migration back and stops.</source>
        <translation>
            <numerusform>Apply %n pending %1 migration to %2? Each runs in its own transaction; a failure rolls that migration back and stops.</numerusform>
            <numerusform>Apply %n pending %1 migrations to %2? Each runs in its own transaction; a failure rolls that migration back and stops.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="272"/>
        <source>Each step waits at most %n s for another writer&apos;s lock (Edit → Preferences).</source>
        <translation>
            <numerusform>Each step waits at most %n s for another writer&apos;s lock (Edit → Preferences).</numerusform>
            <numerusform>Each step waits at most %n s for another writer&apos;s lock (Edit → Preferences).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="274"/>
        <source>at most %n min</source>
        <translation>
            <numerusform>at most %n min</numerusform>
            <numerusform>at most %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/migrations/MigrationPanel.cpp" line="275"/>
        <source>Each statement waits at most %n s for a lock another session holds and runs %1 (Edit → Preferences).</source>
        <translation>
            <numerusform>Each statement waits at most %n s for a lock another session holds and runs %1 (Edit → Preferences).</numerusform>
            <numerusform>Each statement waits at most %n s for a lock another session holds and runs %1 (Edit → Preferences).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::PersonPreferencesDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="143"/>
        <source>%n key(s) it drops left out</source>
        <translation>
            <numerusform>%n key it drops left out</numerusform>
            <numerusform>%n keys it drops left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/preferences/PersonPreferencesDialog.cpp" line="144"/>
        <source>%n value(s) it would replace by the default left to the default unless you choose one</source>
        <translation>
            <numerusform>%n value it would replace by the default left to the default unless you choose one</numerusform>
            <numerusform>%n values it would replace by the default left to the default unless you choose one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::PlatformSection</name>
    <message numerus="yes">
        <location filename="../src/gui/migrations/PlatformSection.cpp" line="200"/>
        <source>Apply %n migration(s)</source>
        <translation>
            <numerusform>Apply %n migration</numerusform>
            <numerusform>Apply %n migrations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::RunStatsPanel</name>
    <message numerus="yes">
        <location filename="../src/gui/queue/RunStatsPanel.cpp" line="245"/>
        <source>Choose at most %n day(s).</source>
        <translation>
            <numerusform>Choose at most %n day.</numerusform>
            <numerusform>Choose at most %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::RunsChart</name>
    <message numerus="yes">
        <location filename="../src/gui/home/RunsChart.cpp" line="83"/>
        <source>Runs started per day (UTC): the %n day(s) before these are being read…</source>
        <translation>
            <numerusform>Runs started per day (UTC): the day before this one is being read…</numerusform>
            <numerusform>Runs started per day (UTC): the %n days before these are being read…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/home/RunsChart.cpp" line="106"/>
        <source>No runs were started in these %n day(s).</source>
        <translation>
            <numerusform>No runs were started on this day.</numerusform>
            <numerusform>No runs were started in these %n days.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::TablePage</name>
    <message numerus="yes">
        <location filename="../src/gui/pages/TablePage.cpp" line="775"/>
        <source>Copied %n row(s).</source>
        <translation>
            <numerusform>Copied %n row.</numerusform>
            <numerusform>Copied %n rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>metadesk::valuecodec</name>
    <message numerus="yes">
        <location filename="../src/core/edit/ValueCodec.cpp" line="350"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
</TS>
