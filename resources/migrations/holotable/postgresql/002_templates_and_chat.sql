-- message: Templates and dashboard chat
-- migrate:up
-- PostgreSQL 15 dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE templates (
    id           text NOT NULL CONSTRAINT pk_templates PRIMARY KEY DEFAULT gen_random_uuid()::text,
    workspace_id text NOT NULL,
    kind         text NOT NULL,
    name         text NOT NULL,
    description  text,
    body         jsonb NOT NULL,
    created_by   text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_templates_workspace_id_kind_name UNIQUE (workspace_id, kind, name),
    CONSTRAINT ck_templates_kind CHECK (kind IN ('panel', 'dashboard')),
    CONSTRAINT ck_templates_kind_matches_body CHECK (body->>'kind' IS NOT NULL AND kind = body->>'kind')
);

CREATE TABLE chat_messages (
    id           text NOT NULL,
    dashboard_id text NOT NULL,
    user_sub     text NOT NULL,
    role         text NOT NULL,
    content      jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT pk_chat_messages PRIMARY KEY (dashboard_id, user_sub, id),
    CONSTRAINT ck_chat_messages_role CHECK (role IN ('user', 'assistant', 'system', 'tool')),
    CONSTRAINT fk_chat_messages_dashboard_id FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE
);
CREATE INDEX ix_chat_messages_created_at ON chat_messages (created_at);

-- migrate:down
DROP TABLE chat_messages;
DROP TABLE templates;
