from mancala_teach.web.display import *  # noqa: F401,F403
from mancala_teach.web.display import __all__  # noqa: F401
