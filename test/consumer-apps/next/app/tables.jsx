'use client';
// The React wrapper in a client component: the transcript as a prop, the moves of a game against
// the computer through onKjMove (after hydration). check.mjs reads window.__app.
import { useEffect, useState } from 'react';
import { KlaberjassTable } from 'klaberjass-table/react';

const app = () => (window.__app ??= { moves: [], errors: [] });

export default function Tables({ game }) {
  const [moves, setMoves] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    app();
    setHydrated(true);
  }, []);
  return (
    <>
      <p id="status">{hydrated ? `hydrated, ${moves} moves` : 'server'}</p>
      <KlaberjassTable id="replay" transcript={game} step={4} />
      <KlaberjassTable
        id="play"
        mode="play"
        seed="3"
        level="easy"
        opponentDelay={0}
        onKjMove={(e) => {
          app().moves.push(e.detail.player);
          setMoves((n) => n + 1);
        }}
        onKjError={(e) => app().errors.push(e.detail.message)}
      />
    </>
  );
}
