#!/bin/sh
# The remote container's entry (docker/remote.Dockerfile): copies the version this image holds into the versions
# folder, a volume where every version deployed stays (a tab opened before a deploy keeps loading its chunks), names it
# the newest in `<area>/.latest`, then serves the folder (CMD: nginx). A version already there is never overwritten
# (versions are immutable); the copy is made beside it and renamed into place, so nothing half-copied is ever served.
# The gateway reads the same volume (docker-compose.yml) and serves it at /mf/<area>/<version>/.
set -eu
image_dir=${REMOTE_IMAGE_DIR:-/opt/storefront-remote}
versions_dir=${REMOTE_VERSIONS_DIR:-/usr/share/nginx/html/mf}
umask 022
for area_dir in "$image_dir"/*/; do
  area=$(basename "$area_dir")
  version=$(cat "$area_dir/.latest")
  mkdir -p "$versions_dir/$area"
  if [ ! -d "$versions_dir/$area/$version" ]; then
    # Named per container (replicas of one remote may share the volume, each as PID 1).
    name=".publishing-$(hostname)-$$"
    staging="$versions_dir/$area/$name"
    rm -rf "$staging"
    cp -R "$area_dir/$version" "$staging"
    mv "$staging" "$versions_dir/$area/$version"
    # Another replica renamed its copy into place first: mv put this one inside that version; take it out.
    rm -rf "$versions_dir/$area/$version/$name"
    echo "[remote] published $area $version"
  fi
  printf '%s\n' "$version" >"$versions_dir/$area/.latest-$(hostname)-$$"
  mv "$versions_dir/$area/.latest-$(hostname)-$$" "$versions_dir/$area/.latest"
  echo "[remote] $area $version is the newest here; to make it live, in the gateway's container: node scripts/remotes.mjs set $area $version"
done
exec "$@"
