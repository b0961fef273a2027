// "Sign in with a passkey" on the hosted sign-in page (the pages' only script, served at
// /auth/passkey-sign-in.js). It shows the passkey form when the browser can use passkeys, asks
// Gatekeep for options (startPasskeyLogin, no email: the browser offers the passkeys it holds for
// this site), gets the person's assertion from navigator.credentials.get(), and posts it with the
// form's interaction and CSRF fields, as PublicKeyCredential.toJSON() writes it.
const form = document.getElementById('passkey-sign-in');
const failed = document.getElementById('passkey-error');

async function signInWithPasskey(event) {
  event.preventDefault();
  const button = form.querySelector('button');
  button.disabled = true;
  failed.hidden = true;
  try {
    const started = await fetch('/v1/auth/passkey/options', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!started.ok) throw new Error(`startPasskeyLogin answered ${started.status}`);
    const { data } = await started.json();
    const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(data.options) });
    form.elements.namedItem('passkey').value = JSON.stringify(credential.toJSON());
    form.submit();
  } catch {
    failed.hidden = false;
    button.disabled = false;
  }
}

if (form && failed && typeof PublicKeyCredential === 'function' && typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function') {
  form.hidden = false;
  form.addEventListener('submit', signInWithPasskey);
}
