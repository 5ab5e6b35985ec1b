"""The shell's dialogs: new game, deal summary, match end, score sheet, statistics, rules, about."""
