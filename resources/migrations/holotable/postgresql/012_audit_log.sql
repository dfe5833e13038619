-- message: Append-only audit log (who did what, in which workspace, with what outcome)
-- migrate:up
CREATE TABLE audit_log (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at            timestamptz NOT NULL DEFAULT now(),
    workspace_id  text,
    actor_sub     text NOT NULL,
    actor_kind    text NOT NULL CHECK (actor_kind IN ('user', 'realm')),
    action        text NOT NULL,
    resource_type text,
    resource_id   text,
    outcome       text NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
    request_id    text,
    detail        jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_workspace_idx ON audit_log (workspace_id, id DESC);

-- Refuses UPDATE, DELETE and TRUNCATE for every role, the owner and superusers included.
CREATE FUNCTION audit_log_append_only() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_no_change
    BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

CREATE TRIGGER audit_log_no_truncate
    BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- migrate:down
-- DROP TABLE is not a DELETE, the triggers do not fire and go with the table.
DROP TABLE audit_log;
DROP FUNCTION audit_log_append_only();
