#!/bin/sh
# The database roles of a production deployment (docs/OPERATIONS.md, "The database login"),
# made once when PostgreSQL's volume is first initialised (docker-entrypoint-initdb.d runs
# it as the superuser, after creating POSTGRES_DB):
#   crewcall_owner      owns the database and, once migrated, every table: the migration only
#   crewcall_app        NOLOGIN: the rights the app works with, under row-level security
#   crewcall_app_login  the API's and the worker's login: NOINHERIT, a member of crewcall_app only
# The passwords come from the environment; psql quotes them (:'…'), so any value is safe.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v database="$POSTGRES_DB" \
  -v owner_password="$CREWCALL_OWNER_DB_PASSWORD" \
  -v app_password="$CREWCALL_APP_DB_PASSWORD" <<'SQL'
CREATE ROLE crewcall_owner LOGIN PASSWORD :'owner_password';
ALTER DATABASE :"database" OWNER TO crewcall_owner;
CREATE ROLE crewcall_app NOLOGIN;
CREATE ROLE crewcall_app_login LOGIN NOINHERIT PASSWORD :'app_password' IN ROLE crewcall_app;
SQL
