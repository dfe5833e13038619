-- message: Append-only audit log (who did what, in which workspace, with what outcome)
-- migrate:up
-- id: INTEGER PRIMARY KEY (rowid) stands in for bigint GENERATED ALWAYS AS IDENTITY.
CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    workspace_id  TEXT,
    actor_sub     TEXT NOT NULL,
    actor_kind    TEXT NOT NULL CHECK (actor_kind IN ('user', 'realm')),
    action        TEXT NOT NULL,
    resource_type TEXT,
    resource_id   TEXT,
    outcome       TEXT NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
    request_id    TEXT,
    detail        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
);
CREATE INDEX audit_log_workspace_idx ON audit_log (workspace_id, id DESC);

-- The PostgreSQL trigger names are kept. SQLite has no TRUNCATE (a whole-table DELETE is its truncate)
-- and one trigger per event: audit_log_no_change refuses UPDATE, audit_log_no_truncate refuses DELETE.
CREATE TRIGGER audit_log_no_change
    BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: UPDATE is not allowed');
END;

CREATE TRIGGER audit_log_no_truncate
    BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: DELETE is not allowed');
END;

-- migrate:down
-- DROP TABLE drops the triggers first, so the rows go without a DELETE trigger firing.
DROP TABLE audit_log;
