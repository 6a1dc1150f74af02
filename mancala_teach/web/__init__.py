"""The classroom site's own Python side: what runs a lesson's code in the browser.

The site (``./scripts/build-site``) turns each lesson notebook into a static page and runs its
code cells in the browser with Pyodide, without Jupyter, Voici or IPython:

- :mod:`.runner` runs a cell as Jupyter would (every statement, then shows the value of the
  last expression), collects what it prints and displays, and turns a failure into a plain
  sentence, never a traceback;
- :mod:`.display` is the little of ``IPython.display`` that lessons use (``display``,
  ``HTML``, ``SVG`` ...); on the site a stand-in package named ``IPython`` re-exports it, so
  notebook code runs unchanged (the stand-in exists only in the site's own Pyodide lock, so it
  can never shadow a real IPython on a desktop install);
- :mod:`.comm` connects ipywidgets (and so our anywidgets) straight to the page's JavaScript
  instead of a Jupyter kernel;
- :mod:`.text` writes printed text as sentences in plain type that wrap at words (used by the
  site build for the saved outputs too, so the still page and the live one look the same).

Nothing here is imported by the rest of the package: it is a top layer, like the CLI.
"""
