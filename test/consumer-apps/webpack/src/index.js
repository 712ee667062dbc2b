// The app's script: the element, registered by its import; its worker comes with it.
import 'klaberjass-table/element';

window.__app = { moves: [] };
document.getElementById('play').addEventListener('kj-move', (e) => window.__app.moves.push(e.detail.player));
