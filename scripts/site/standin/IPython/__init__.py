"""The classroom site's stand-in for IPython: only in the site's own Pyodide lock, never
installed anywhere else. A lesson's ``from IPython.display import HTML, display`` and
ipywidgets' ``from IPython import get_ipython`` find what they need in
mancala_teach.web.display, without the real IPython and its friends."""
from mancala_teach.web.display import display, get_ipython  # noqa: F401
