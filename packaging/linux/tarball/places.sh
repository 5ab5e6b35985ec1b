# Sourced by install.sh and uninstall.sh, so both agree on where things go.
# In: $1 (the scripts' one option) and $usage_lines (the lines of the script's header to show
# for --help). Out: $bin, $share, and $keep (the folder above which nothing is removed).
case "${1-}" in
  "") user_mode= ;;
  --user) user_mode=1 ;;
  -h|--help) sed -n "${usage_lines}p" "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "usage: $0 [--user]" >&2; exit 2 ;;
esac
if [ "$(id -u)" = 0 ] && [ -z "$user_mode" ]; then
  bin=/usr/local/bin
  share=/usr/local/share
  keep=/usr/local          # never remove the system's own folders
else
  : "${HOME:?HOME is not set}"
  bin=$HOME/.local/bin
  case "${XDG_DATA_HOME-}" in /*) share=$XDG_DATA_HOME ;; *) share=$HOME/.local/share ;; esac
  keep=$HOME
fi
