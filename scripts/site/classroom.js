// The classroom view: fold each lesson's teacher notes under a "Teacher notes" button.
// (The notes are a "## Teacher notes" heading and what follows it in the first cell.)
// And show the lesson as saved while Python starts (build.py put the saved outputs in).
(function () {
  function showSaved() {
    const cells = document.getElementById('rendered_cells');
    if (cells && cells.parentNode === document.body) cells.style.display = '';
    const say = document.getElementById('loading_text');
    if (!say) return;
    // Voici's own words ("Starting up kernel...") mean nothing to a class: say it plainly.
    const plain = () => {
      if (!say.textContent.startsWith('Getting')) {
        say.textContent = 'Getting the boards ready to tap: Python is starting in this browser.';
      }
    };
    plain();
    new MutationObserver(plain).observe(say, { childList: true, characterData: true,
                                              subtree: true });
  }
  // Voici's own page functions: words a teacher understands, and no saved output left over.
  const voiciUpdate = window.update_loading_text;
  window.update_loading_text = function (index, count, text) {
    if (voiciUpdate) voiciUpdate(index, count, text);
    const say = document.getElementById('loading_text');
    if (say && !text) {
      say.textContent = `Getting the boards ready to tap: running part ${index} of ${count}.`;
    }
  };
  const voiciDisplay = window.display_cells;
  window.display_cells = function () {
    document.querySelectorAll('.mt-stored').forEach(node => node.remove());
    if (voiciDisplay) voiciDisplay();
  };
  function fold() {
    document.querySelectorAll('#rendered_cells h2, .jp-RenderedMarkdown h2').forEach(h2 => {
      if (h2.textContent.replace(/\W+$/, '').trim() !== 'Teacher notes') return;
      if (h2.closest('details')) return;
      const details = document.createElement('details');
      details.className = 'mt-teacher-notes';
      const summary = document.createElement('summary');
      summary.textContent = 'Teacher notes';
      details.appendChild(summary);
      const parent = h2.parentNode;
      parent.insertBefore(details, h2);
      let node = h2;
      while (node && !(node !== h2 && /^H[12]$/.test(node.tagName || ''))) {
        const next = node.nextSibling;
        details.appendChild(node);
        node = next;
      }
    });
  }
  function ready() { fold(); showSaved(); }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', ready);
  } else {
    ready();
  }
})();
