006_dashboard_version_note.sql
-- message: Optional author's note on a saved dashboard version
-- migrate:up
ALTER TABLE dashboard_versions ADD COLUMN note TEXT;

-- migrate:down
ALTER TABLE dashboard_versions DROP COLUMN note;
