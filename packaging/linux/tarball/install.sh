#!/bin/sh
# Kotshina's desktop integration for this unpacked folder: a menu entry, icons, the AppStream
# metainfo, the man page and a `kotshina` command. Run as a user it installs for that user
# (~/.local/bin, ~/.local/share); run as root, for everyone (/usr/local). The program stays in
# this folder: keep it where it is, or run uninstall.sh first and install again after moving it.
#   ./install.sh [--user]      --user: for the current user even when run as root
# Undone by ./uninstall.sh (the same options).
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
app_id=io.github.kotshina.kotshina
# The highest GLIBC_ symbol version the bundle needs (written by packaging/build).
glibc_needed=@GLIBC_NEEDED@

[ "$#" -le 1 ] || { echo "usage: $0 [--user]" >&2; exit 2; }
usage_lines=2,7
. "$here/places.sh"

# glibc: the bundle was built against $glibc_needed; an older one cannot start it.
glibc_here=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}') || glibc_here=
if [ -z "$glibc_here" ]; then
  echo "kotshina: this system does not use the GNU C library (glibc); Kotshina's Linux build needs glibc $glibc_needed or newer" >&2
  exit 1
fi
oldest=$(printf '%s\n%s\n' "$glibc_needed" "$glibc_here" | sort -t. -k1,1n -k2,2n | head -n1)
if [ "$oldest" != "$glibc_needed" ]; then
  echo "kotshina: needs glibc $glibc_needed or newer (the GNU C library: ldd --version shows it), this system has $glibc_here" >&2
  exit 1
fi
if [ ! -x "$here/kotshina" ]; then
  echo "kotshina: $here/kotshina is missing: run install.sh from the unpacked folder" >&2
  exit 1
fi

# Desktop entries quote a path that holds spaces or special characters (Desktop Entry spec).
quoted=$(printf '%s' "$bin/kotshina" | sed 's/[\\"`$]/\\\\&/g')
case "$quoted" in *[!A-Za-z0-9/._+-]*) quoted="\"$quoted\"" ;; esac

mkdir -p "$bin"
ln -sfn "$here/kotshina" "$bin/kotshina"
(cd "$here/share" && find . -type f) | while IFS= read -r file; do
  target=$share/${file#./}
  mkdir -p "$(dirname "$target")"
  case "$file" in
    */applications/*.desktop)
      sed "s|^Exec=kotshina|Exec=$(printf '%s' "$quoted" | sed 's/[|&\\]/\\&/g')|" "$here/share/$file" > "$target" ;;
    */man/man6/*) gzip -9nc "$here/share/$file" > "$target.gz" ;;
    *) cp "$here/share/$file" "$target" ;;
  esac
done
chmod 644 "$share/applications/$app_id.desktop"

# Refresh caches only where the system keeps them already (never make new ones to leave behind).
if [ -f "$share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
  gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
fi
if [ -f "$share/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null; then
  update-desktop-database -q "$share/applications" || true
fi

echo "Kotshina is in the menu; the command is $bin/kotshina, the manual: man kotshina"
case ":${PATH-}:" in
  *":$bin:"*) ;;
  *) echo "($bin is not on your PATH yet: it is after your next login, or add it yourself)" ;;
esac
