"""Drawing backends. Each one translates :mod:`mancala_teach.layout` into drawing calls."""
