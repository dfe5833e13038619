-- message: Templates and dashboard chat
-- migrate:up
-- SQLite 3.40 (PRAGMA foreign_keys=ON) dialect. Types, keys and the reasons for them are in docs/schema.md.

CREATE TABLE templates (
    id           TEXT NOT NULL CONSTRAINT pk_templates PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
    workspace_id TEXT NOT NULL,
    kind         TEXT NOT NULL,
    name         TEXT NOT NULL,
    description  TEXT,
    body         TEXT NOT NULL,
    created_by   TEXT,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT uq_templates_workspace_id_kind_name UNIQUE (workspace_id, kind, name),
    CONSTRAINT ck_templates_kind CHECK (kind IN ('panel', 'dashboard')),
    CONSTRAINT ck_templates_kind_matches_body CHECK (json_extract(body, '$.kind') IS NOT NULL AND kind = json_extract(body, '$.kind')),
    CONSTRAINT ck_templates_body_json CHECK (json_valid(body))
);

CREATE TABLE chat_messages (
    id           TEXT NOT NULL,
    dashboard_id TEXT NOT NULL,
    user_sub     TEXT NOT NULL,
    role         TEXT NOT NULL,
    content      TEXT NOT NULL,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CONSTRAINT pk_chat_messages PRIMARY KEY (dashboard_id, user_sub, id),
    CONSTRAINT ck_chat_messages_role CHECK (role IN ('user', 'assistant', 'system', 'tool')),
    CONSTRAINT ck_chat_messages_content_json CHECK (json_valid(content)),
    CONSTRAINT fk_chat_messages_dashboard_id FOREIGN KEY (dashboard_id) REFERENCES dashboards (id) ON DELETE CASCADE
);
CREATE INDEX ix_chat_messages_created_at ON chat_messages (created_at);

-- migrate:down
DROP TABLE chat_messages;
DROP TABLE templates;
