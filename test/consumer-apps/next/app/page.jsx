// A server component: it hands the transcript (JSON) to the client component as a prop.
import game from './game.json';
import Tables from './tables.jsx';

export default function Page() {
  return (
    <main>
      <h1>klaberjass-table</h1>
      <Tables game={game} />
    </main>
  );
}
