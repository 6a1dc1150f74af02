from mancala_teach.web.display import *  # noqa: F401,F403
