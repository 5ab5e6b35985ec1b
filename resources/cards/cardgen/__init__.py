"""Building blocks of the card-art generator (see ../generate.py)."""
