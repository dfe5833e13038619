-- message: Config store: source registry, dashboards and their immutable versions
-- migrate:up
-- PostgreSQL 15. gen_random_uuid() is built into PostgreSQL 13 and later, the platform still asks for pgcrypto
-- (a trusted extension: needs CREATE on the database when it is not installed yet). The rollback leaves it installed.
CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- Source registry. id is chosen by the application. secret_ref only names an environment-variable family.
CREATE TABLE sources (
    id            text PRIMARY KEY,
    workspace_id  text NOT NULL,
    name          text NOT NULL,
    kind          text NOT NULL DEFAULT 'timescaledb',
    config        jsonb NOT NULL,
    secret_ref    text NOT NULL,
    created_by    text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    tombstoned_at timestamptz
);
CREATE INDEX sources_workspace_idx ON sources (workspace_id);

-- Dashboards. The live spec is the row of dashboard_versions named by current_version_id.
CREATE TABLE dashboards (
    id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id       text NOT NULL,
    title              text NOT NULL,
    created_by         text NOT NULL,
    current_version_id uuid,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    deleted_at         timestamptz
);
CREATE INDEX dashboards_workspace_idx ON dashboards (workspace_id);

-- One immutable row per save.
CREATE TABLE dashboard_versions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    version      integer NOT NULL,
    spec         jsonb NOT NULL,
    created_by   text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (dashboard_id, version)
);

-- The two tables point at each other: the back reference is added once both exist, checked at commit.
ALTER TABLE dashboards
    ADD CONSTRAINT dashboards_current_version_fk
    FOREIGN KEY (current_version_id) REFERENCES dashboard_versions (id)
    DEFERRABLE INITIALLY DEFERRED;

-- migrate:down
-- The mutual reference goes first, otherwise neither table can be dropped. pgcrypto stays (shared).
ALTER TABLE dashboards DROP CONSTRAINT dashboards_current_version_fk;
DROP TABLE dashboard_versions;
DROP TABLE dashboards;
DROP TABLE sources;
