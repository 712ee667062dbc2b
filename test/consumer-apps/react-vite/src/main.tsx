// A Vite React app with the package's React wrapper: a replay of a transcript imported as JSON
// (typed by defineTranscript, given as the `transcript` prop) and a game against the computer, whose moves come through
// `onKjMove`. The check (check.mjs) reads what the app records in window.__app.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineTranscript } from 'klaberjass-table';
import { KlaberjassTable, type KjMoveDetail } from 'klaberjass-table/react';
import game from './game.json';

// the JSON import, checked and typed as a transcript (no cast)
const transcript = defineTranscript(game);

declare global {
  interface Window {
    __app: { moves: KjMoveDetail['player'][]; errors: string[] };
  }
}
window.__app = { moves: [], errors: [] };

function App() {
  const [moves, setMoves] = useState(0);
  return (
    <>
      <h1>Moves played: {moves}</h1>
      <KlaberjassTable id="replay" transcript={transcript} step={4} />
      <KlaberjassTable
        id="play"
        mode="play"
        seed="3"
        level="easy"
        opponentDelay={0}
        onKjMove={(e) => {
          window.__app.moves.push(e.detail.player);
          setMoves((n) => n + 1);
        }}
        onKjError={(e) => window.__app.errors.push(e.detail.message)}
      />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
