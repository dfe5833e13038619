-- message: Panel and dashboard templates (a reusable IR spec stored whole in body)
-- migrate:up
CREATE TABLE templates (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id text NOT NULL,
    kind         text NOT NULL CHECK (kind IN ('panel', 'dashboard')),
    name         text NOT NULL,
    description  text,
    body         jsonb NOT NULL,
    created_by   text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    -- kind mirrors the body's own tag
    CONSTRAINT templates_kind_matches_body CHECK (kind = body->>'kind'),
    CONSTRAINT templates_name_unique UNIQUE (workspace_id, kind, name)
);
CREATE INDEX templates_workspace_idx ON templates (workspace_id, kind, name);

-- migrate:down
-- Nothing references a template: dashboards made from one hold a copy of its spec.
DROP TABLE templates;
