#!/bin/sh
# Undo install.sh: the menu entry, icons, metainfo, man page and the `kotshina` command, for
# this user (or, as root, for everyone; --user: the current user even as root). Folders that
# install.sh made and that are empty afterwards go too. The player's saves, statistics and
# settings are kept (~/.local/share/kotshina, ~/.config/kotshina; ~/.cache/kotshina can go).
#   ./uninstall.sh [--user]
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
usage_lines=2,6
. "$here/places.sh"

# Only a link to a Kotshina program is ours to remove.
if [ -L "$bin/kotshina" ]; then
  case "$(readlink "$bin/kotshina")" in */kotshina) rm -f "$bin/kotshina" ;; esac
fi
folders=$(mktemp)
trap 'rm -f "$folders"' EXIT
(cd "$here/share" && find . -type f) | while IFS= read -r file; do
  target=$share/${file#./}
  case "$file" in */man/man6/*) target=$target.gz ;; esac
  rm -f "$target"
  dirname "$target" >> "$folders"
done
echo "$bin" >> "$folders"

# Empty folders, deepest first, up to (not including) $share, $keep and the folders the FHS
# gives /usr/local (bin, share, share/man), which stay even when empty.
sort -ru "$folders" | while IFS= read -r folder; do
  while [ "$folder" != "$share" ] && [ "$folder" != "$keep" ] && [ "$folder" != / ]; do
    case "$folder" in /usr/local/bin|/usr/local/share|/usr/local/share/man) break ;; esac  # FHS
    rmdir "$folder" 2>/dev/null || break
    folder=$(dirname "$folder")
  done
done
if [ "$keep" = "$HOME" ] && [ "$share" = "$HOME/.local/share" ]; then
  rmdir "$share" "$HOME/.local" 2>/dev/null || true
fi
if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
  gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
fi
echo "Kotshina's menu entry, icons, man page and command are removed; this folder and your saves are not."
