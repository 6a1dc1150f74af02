// Compile wheels to Pyodide's own bytecode, inside Pyodide (run by scripts/site/build.py):
//   node pycompile.js PYODIDE_DIR JOBS_DIR
// JOBS_DIR/jobs.json lists {"src": "in/x.whl", "dest": "out/x.whl", "keep_source": bool},
// or for Pyodide's standard library {"src": ..., "dest": ..., "stdlib": true, "omit": [...]}
// (every module compiled, source dropped, the top-level names in "omit" left out, and the
// modules named there by path, e.g. "encodings/cp1250").
// A wheel without its source also loses what no browser page reads: its tests, the
// JavaScript it carries for Jupyter's front ends, and its .data folder; with
// "strip_docstrings" (our own wheels), its docstrings too.
// Python in the browser then imports .pyc files instead of compiling every module at start,
// which is most of the time a classroom page takes to come alive.
const [pyodideDir, jobsDir] = process.argv.slice(2);
const { loadPyodide } = require(require("path").resolve(pyodideDir, "pyodide.js"));

const PROGRAM = `
import hashlib, base64, importlib.util, json, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def record_hash(data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()

UNREAD = {"tests", "labextension", "nbextension"}

def without_docstrings(source, name):
    """The module's syntax tree without its docstrings (module, classes, functions): a
    browser never reads them. Line numbers stay, so a traceback still points at the source."""
    import ast
    tree = ast.parse(source, name)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass(lineno=body[0].lineno, col_offset=0,
                                                  end_lineno=body[0].lineno, end_col_offset=4)]
    return tree

def compile_wheel(src, dest, keep_source, stdlib=False, omit=(), strip_docstrings=False):
    out = {}
    record_name = None
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name = info.filename
            top = name.split("/")[0]
            parts = name.split("/")[1:-1]
            if not keep_source and (top.endswith(".data") or UNREAD & set(parts)):
                continue
            if stdlib and (top in omit or top.rsplit(".", 1)[0] in omit or
                           name.rsplit(".", 1)[0] in omit):
                continue
            data = zin.read(info)
            if not keep_source and top.endswith(".dist-info") and name.endswith("/METADATA"):
                data = data.split(b"\\n\\n", 1)[0] + b"\\n"   # the headers; not the README
            if name.endswith("/RECORD") and top.endswith(".dist-info"):
                record_name = name
                continue
            if name.endswith(".py") and not top.endswith((".dist-info", ".data")):
                try:
                    tree = without_docstrings(data, name) if strip_docstrings else data
                    code = compile(tree, name, "exec", dont_inherit=True)
                except SyntaxError:
                    out[name] = data      # e.g. a Python 2 file nobody imports
                    continue
                pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                if keep_source:
                    folder, _, base = name.rpartition("/")
                    cached = (folder + "/" if folder else "") + "__pycache__/" + \\
                        base[:-3] + "." + __import__("sys").implementation.cache_tag + ".pyc"
                    out[name] = data
                    out[cached] = bytes(pyc)
                else:
                    out[name[:-3] + ".pyc"] = bytes(pyc)
            else:
                out[name] = data
    if record_name:
        lines = [f"{n},{record_hash(d)},{len(d)}" for n, d in out.items()]
        lines.append(f"{record_name},,")
        out[record_name] = ("\\n".join(lines) + "\\n").encode()
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zout:
        for n, d in out.items():
            info = zipfile.ZipInfo(n, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(info, d)

for job in json.load(open("/jobs/jobs.json")):
    compile_wheel("/jobs/" + job["src"], "/jobs/" + job["dest"], job.get("keep_source"),
                  job.get("stdlib", False), set(job.get("omit", ())),
                  job.get("strip_docstrings", False))
`;

(async () => {
  const py = await loadPyodide({ indexURL: require("path").resolve(pyodideDir) + "/" });
  py.FS.mkdir("/jobs");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: require("path").resolve(jobsDir) }, "/jobs");
  await py.runPythonAsync(PROGRAM);
})().catch((e) => { console.error(e.message || e); process.exit(1); });
