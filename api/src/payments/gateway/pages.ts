// The local payment service's two pages, served into the storefront's frames: the hosted card
// fields and the 3-D Secure challenge. Each speaks to the storefront only by postMessage, to its
// origin alone (api/README.md "Payments").

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:4px;color:#1b1b1b;background:#fff}
label{display:block;font-weight:600;margin:8px 0 2px}input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.error{color:#b00020;font-size:14px;margin:2px 0 0;min-height:0}button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #1b1b1b;cursor:pointer;margin:12px 8px 0 0}
.primary{background:#1b1b1b;color:#fff}h1{font-size:20px;margin:4px 0 8px}p{margin:6px 0}.code{font-size:24px;letter-spacing:4px;font-weight:700}`;

function page(title: string, nonce: string, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body>${body}<script nonce="${nonce}">${script}</script></body></html>`;
}

const field = (id: string, label: string, attrs: string) =>
  `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error"><p class="error" id="${id}-error"></p></div>`;

export function cardFieldsPage(nonce: string, storefrontOrigin: string): string {
  const body = `<form id="card" novalidate>${field('number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"')}<div class="row">${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" maxlength="7"')}${field('cvc', 'Security code (CVC)', 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"')}</div></form>`;
  const script = `const shop=${JSON.stringify(storefrontOrigin)};const post=(m)=>parent.postMessage({source:'local-pay',...m},shop);
const ids=['number','expiry','cvc'];const show=(problems)=>{for(const id of ids){const m=problems[id]||'';document.getElementById(id+'-error').textContent=m;document.getElementById(id).setAttribute('aria-invalid',m?'true':'false');}};
document.getElementById('card').addEventListener('submit',(e)=>e.preventDefault());
for(const id of ids)document.getElementById(id).addEventListener('input',()=>{document.getElementById(id+'-error').textContent='';document.getElementById(id).setAttribute('aria-invalid','false');});
addEventListener('message',async(e)=>{if(e.origin!==shop||e.source!==parent||!e.data||e.data.type!=='tokenize')return;
const card={};for(const id of ids)card[id]=document.getElementById(id).value;show({});
try{const r=await fetch('/tokenize',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(card)});const b=await r.json();
if(r.ok){post({type:'tokenized',token:b.token,last4:b.last4});}else{show(b.fields||{});const first=ids.find((id)=>b.fields&&b.fields[id]);if(first)document.getElementById(first).focus();post({type:'invalid',message:b.error});}}
catch{post({type:'invalid',message:'The payment service could not be reached; please try again.'});}});
new ResizeObserver(()=>post({type:'resize',height:document.documentElement.scrollHeight})).observe(document.body);post({type:'ready'});`;
  return page('Card details', nonce, body, script);
}

export function challengePage(
  nonce: string,
  storefrontOrigin: string,
  c: { id: string; amount: number; code: string; open: boolean },
): string {
  const amount = `£${(c.amount / 100).toFixed(2)}`;
  const body = c.open
    ? `<h1>Confirm your payment</h1><p>Your bank asks you to confirm a payment of <strong>${amount}</strong>.</p><p>We sent a one-time code to your phone. (Local test service: the code is <span class="code" id="sent">${escapeHtml(c.code)}</span>.)</p><form id="check" novalidate><label for="code">One-time code</label><input id="code" autocomplete="one-time-code" inputmode="numeric" maxlength="6"><button class="primary" type="submit">Confirm payment</button><button type="button" id="cancel">Cancel</button></form><p id="result" role="status"></p>`
    : '<h1>This bank check is closed</h1><p id="result" role="status">Return to the shop to see the result.</p>';
  const script = `const shop=${JSON.stringify(storefrontOrigin)};const id=${JSON.stringify(c.id)};
const done=(status)=>parent.postMessage({source:'local-pay',type:'challenge-complete',intent:id,status},shop);
const send=async(code)=>{const r=await fetch('/challenge/'+encodeURIComponent(id),{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({code})});const b=await r.json();document.getElementById('result').textContent=(b.status==='succeeded'||b.status==='requires_capture')?'Payment confirmed.':'Payment not confirmed.';done(b.status);};
const form=document.getElementById('check');if(form){form.addEventListener('submit',(e)=>{e.preventDefault();send(document.getElementById('code').value);});document.getElementById('cancel').addEventListener('click',()=>send(null));document.getElementById('code').focus();}else{done('closed');}`;
  return page('Confirm your payment', nonce, body, script);
}
