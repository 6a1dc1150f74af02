// The classroom view: fold each lesson's teacher notes under a "Teacher notes" button.
// (The notes are a "## Teacher notes" heading and what follows it in the first cell.)
(function () {
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
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', fold);
  } else {
    fold();
  }
})();
