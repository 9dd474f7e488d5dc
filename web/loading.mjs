// The loading screen's progress (Trunk's initializer, named by index.html's
// data-initializer): while the module downloads, a bar and a percentage under the
// spinner; if it cannot start, a message in the page's language instead of a spinner
// that turns for ever. The first frame takes the screen away (src/web.rs).
const french = (navigator.language || '').toLowerCase().startsWith('fr');
const words = french
  ? { loading: 'Chargement', failed: 'Plateau ne peut pas démarrer. Rechargez la page pour réessayer.' }
  : { loading: 'Loading', failed: 'Plateau could not start. Reload the page to try again.' };

export default function loading() {
  const bar = document.querySelector('#loading .bar span');
  const label = document.querySelector('#loading .label');
  return {
    onProgress({ current, total }) {
      const share = total > 0 ? Math.min(1, current / total) : 0;
      if (bar) bar.style.width = `${(share * 100).toFixed(1)}%`;
      if (label) label.textContent = `${words.loading} ${Math.floor(share * 100)} %`;
    },
    onFailure(error) {
      document.querySelector('#loading .spinner')?.remove();
      document.querySelector('#loading .bar')?.remove();
      if (label) label.textContent = words.failed;
      console.error(error);
    },
  };
}
