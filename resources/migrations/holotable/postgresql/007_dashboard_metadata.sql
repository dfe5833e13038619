-- message: Dashboard description and tags, and per-person dashboard favourites
-- migrate:up
ALTER TABLE dashboards ADD COLUMN description text;
ALTER TABLE dashboards ADD COLUMN tags text[] NOT NULL DEFAULT '{}';
-- The list filters tags with contains-all, which a GIN index answers.
CREATE INDEX dashboards_tags_idx ON dashboards USING gin (tags);

-- Favourites belong to a person (the identity's subject), not to the workspace.
CREATE TABLE dashboard_favorites (
    user_sub     text NOT NULL,
    dashboard_id uuid NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_sub, dashboard_id)
);
CREATE INDEX dashboard_favorites_dashboard_idx ON dashboard_favorites (dashboard_id);

-- migrate:down
DROP TABLE dashboard_favorites;
DROP INDEX dashboards_tags_idx;
ALTER TABLE dashboards DROP COLUMN tags;
ALTER TABLE dashboards DROP COLUMN description;
