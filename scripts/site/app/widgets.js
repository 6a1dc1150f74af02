// A small anywidget host: draws the lesson's widgets (mancala_teach's Stepper and
// PuzzleBoard, or any anywidget) from the messages Python's ipywidgets send, with no Jupyter.
// Python's side is mancala_teach/web/comm.py: every message is JSON text
// {type: "comm_open" | "comm_msg" | "comm_close", comm_id, target, data}.
// A widget's ES module (its _esm) gets the model anywidget gives it: get, set, save_changes,
// on/off("change:name" or "msg:custom"), send. Its _css goes into the page once.

class Model {
  constructor(id, state, host) {
    this.id = id;
    this.state = state;
    this.host = host;
    this.handlers = new Map();
    this.pending = {};
  }

  get(name) { return this.state[name]; }

  set(name, value) {
    this.state[name] = value;
    this.pending[name] = value;
    this.emit(`change:${name}`, value);
    this.emit('change');
  }

  save_changes() {
    const state = this.pending;
    this.pending = {};
    if (Object.keys(state).length) {
      this.host.toPython(this.id, { method: 'update', state, buffer_paths: [] });
    }
  }

  send(content) {
    this.host.toPython(this.id, { method: 'custom', content });
  }

  on(event, handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(handler);
  }

  off(event, handler) {
    if (!event) this.handlers.clear();
    else if (!handler) this.handlers.delete(event);
    else if (this.handlers.has(event)) this.handlers.get(event).delete(handler);
  }

  emit(event, ...args) {
    for (const handler of [...(this.handlers.get(event) || [])]) {
      try { handler(...args); } catch (e) { console.error(e); }
    }
  }

  fromPython(data) {
    if (data.method === 'update' || data.method === 'echo_update') {
      for (const [name, value] of Object.entries(data.state || {})) {
        this.state[name] = value;
        this.emit(`change:${name}`, value);
      }
      this.emit('change');
    } else if (data.method === 'custom') {
      this.emit('msg:custom', data.content, []);
    }
  }
}

export class WidgetHost {
  // toPython(commId, message): hands a message to Python (mancala_teach.web.comm.deliver).
  constructor(toPython) {
    this.toPython = toPython;
    this.models = new Map();
    this.modules = new Map();
    this.styles = new Set();
    this.initialized = new Set();
  }

  // Python's messages (JSON text), as mancala_teach.web.comm.connect gives them.
  fromPython(text) {
    const msg = JSON.parse(text);
    if (msg.type === 'comm_open') {
      this.models.set(msg.comm_id, new Model(msg.comm_id, (msg.data || {}).state || {}, this));
    } else if (msg.type === 'comm_msg') {
      const model = this.models.get(msg.comm_id);
      if (model) model.fromPython(msg.data || {});
    } else if (msg.type === 'comm_close') {
      this.models.delete(msg.comm_id);
    }
  }

  async widgetModule(esm) {
    if (!this.modules.has(esm)) {
      const url = URL.createObjectURL(new Blob([esm], { type: 'text/javascript' }));
      this.modules.set(esm, import(url).then((mod) => {
        URL.revokeObjectURL(url);
        const found = mod.default || mod;
        return typeof found === 'function' ? found() : found;
      }));
    }
    return this.modules.get(esm);
  }

  // An element showing the widget whose model is modelId (its module's render()).
  async view(modelId) {
    const model = this.models.get(modelId);
    if (!model) throw new Error(`no widget ${modelId}`);
    const css = model.get('_css');
    if (css && !this.styles.has(css)) {
      this.styles.add(css);
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }
    const widget = await this.widgetModule(model.get('_esm') || '');
    if (widget.initialize && !this.initialized.has(modelId)) {
      this.initialized.add(modelId);
      await widget.initialize({ model });
    }
    const el = document.createElement('div');
    if (widget.render) await widget.render({ model, el });
    return el;
  }
}
