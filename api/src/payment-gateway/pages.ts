// The local payment service's two pages, served into the storefront's frames: the hosted card
// fields and the 3-D Secure challenge. Each speaks to the storefront only by postMessage, to its
// origin alone (api/README.md "Payments").

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:4px;color:#1b1b1b;background:#fff}[hidden]{display:none!important}
label{display:block;font-weight:600;margin:8px 0 2px;white-space:nowrap}input{box-sizing:border-box;width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}.row{display:flex;gap:12px;align-items:flex-start}.row>div{flex:1;min-width:0}
.error{color:#b00020;font-size:14px;margin:2px 0 0;min-height:0}button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #1b1b1b;cursor:pointer;margin:12px 8px 0 0}
.primary{background:#1b1b1b;color:#fff}h1{font-size:20px;margin:4px 0 8px}p{margin:6px 0}.code{font-size:24px;letter-spacing:4px;font-weight:700}
.number{position:relative}.number input{padding-right:110px}.brand{position:absolute;right:10px;top:50%;transform:translateY(-50%);font-size:13px;font-weight:700;color:#444}
.express{display:flex;flex-direction:column;gap:6px;margin:0 0 6px}.wallet{margin:0;width:100%;background:#000;color:#fff;border-color:#000;font-weight:600}
.or{display:flex;align-items:center;gap:8px;color:#555;font-size:14px}.or::before,.or::after{content:"";flex:1;border-top:1px solid #ccc}
.sheet{border:1px solid #1b1b1b;border-radius:12px;padding:12px 16px;box-shadow:0 4px 16px rgba(0,0,0,.2)}.sheet[hidden]{display:none}
.sheet dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:8px 0}.sheet dd{margin:0;text-align:right;font-weight:600}`;

function page(title: string, nonce: string, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body>${body}<script nonce="${nonce}">${script}</script></body></html>`;
}

const field = (id: string, label: string, attrs: string, extra = '') =>
  `<div><label for="${id}">${label}</label><div class="${id}">${extra}<input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error"></div><p class="error" id="${id}-error"></p></div>`;

/**
 * The hosted card fields, and the express wallet. The number is grouped as it is typed and its
 * brand shown, the expiry gets its "/" (a phone's digit pad has none), the security code takes as
 * many digits as the brand's cards carry; each field shows its own message. The wallet button
 * tries the browser's Payment Request API first; a browser with no wallet for this service (every
 * test browser) gets the service's own sheet in its place.
 */
export function cardFieldsPage(nonce: string, storefrontOrigin: string): string {
  const express = `<div class="express" id="express"><button type="button" class="wallet" id="wallet">Pay with Local Pay</button><p class="or" id="or">or pay by card</p></div>`;
  const sheet = `<div class="sheet" id="sheet" hidden role="dialog" aria-labelledby="sheet-title"><div><h1 id="sheet-title">Local Pay</h1><dl><dt>Pay</dt><dd>Prize Draw UK</dd><dt>Card</dt><dd>Visa •••• 4242</dd><dt>Total</dt><dd id="sheet-total">as shown by the shop</dd></dl><button type="button" class="primary" id="sheet-pay">Pay with Local Pay</button><button type="button" id="sheet-cancel">Cancel</button></div></div>`;
  const body = `${express}<form id="card" novalidate>${field('number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" maxlength="23"', '<span class="brand" id="brand" aria-live="polite"></span>')}<div class="row">${field('expiry', 'Expiry', 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" maxlength="5" aria-label="Expiry date (MM/YY)"')}${field('cvc', 'CVC', 'autocomplete="cc-csc" inputmode="numeric" maxlength="3" aria-label="Security code (CVC)"')}</div></form>${sheet}`;
  const script = `const shop=${JSON.stringify(storefrontOrigin)};const post=(m)=>parent.postMessage({source:'local-pay',...m},shop);
const ids=['number','expiry','cvc'];const el=(id)=>document.getElementById(id);
// The frame's height follows its content; an offscreen frame gets no resize callbacks, so each change also tells it.
const size=()=>post({type:'resize',height:Math.ceil(document.body.getBoundingClientRect().height)+8});const show=(problems)=>{for(const id of ids){const m=problems[id]||'';el(id+'-error').textContent=m;el(id).setAttribute('aria-invalid',m?'true':'false');}};
const brandOf=(d)=>/^4/.test(d)?'visa':/^3[47]/.test(d)?'amex':/^(5[1-5]|2(2[2-9]|[3-6]\\d|7[01]|720))/.test(d)?'mastercard':'';
const NAMES={visa:'Visa',mastercard:'Mastercard',amex:'American Express'};
const group=(d,b)=>b==='amex'?[d.slice(0,4),d.slice(4,10),d.slice(10,15)].filter(Boolean).join(' '):d.replace(/(\\d{4})(?=\\d)/g,'$1 ');
const fit=()=>{const d=el('number').value.replace(/\\D/g,'').slice(0,19);const b=brandOf(d);el('number').value=group(d,b);el('brand').textContent=NAMES[b]||'';el('cvc').maxLength=b==='amex'?4:3;el('cvc').value=el('cvc').value.replace(/\\D/g,'').slice(0,el('cvc').maxLength);};
el('number').addEventListener('input',fit);el('cvc').addEventListener('input',fit);
el('expiry').addEventListener('input',(e)=>{const d=el('expiry').value.replace(/\\D/g,'').slice(0,4);const del=e.inputType&&e.inputType.startsWith('delete');el('expiry').value=d.length>2||(d.length===2&&!del)?d.slice(0,2)+'/'+d.slice(2):d;});
el('card').addEventListener('submit',(e)=>e.preventDefault());
for(const id of ids)el(id).addEventListener('input',()=>{el(id+'-error').textContent='';el(id).setAttribute('aria-invalid','false');});
let total=null;const money=(p)=>'£'+(p/100).toFixed(2);
let fieldsShown=true;const sheetOpen=(open)=>{el('sheet').hidden=!open;el('card').hidden=open||!fieldsShown;el('express').hidden=open;size();if(open){el('sheet-total').textContent=total===null?'as shown by the shop':money(total);el('sheet-pay').focus();}else el('wallet').focus();};
const walletPaid=async()=>{sheetOpen(false);try{const r=await fetch('/wallet/tokenize',{method:'POST'});const b=await r.json();if(r.ok)post({type:'tokenized',token:b.token,last4:b.last4,wallet:true});else post({type:'invalid',message:b.error});}catch{post({type:'invalid',message:'The payment service could not be reached; please try again.'});}};
el('wallet').addEventListener('click',async()=>{
 if(window.PaymentRequest&&total!==null){try{const request=new PaymentRequest([{supportedMethods:location.origin+'/pay'}],{total:{label:'Prize Draw UK',amount:{currency:'GBP',value:(total/100).toFixed(2)}}});if(await request.canMakePayment()){const answer=await request.show();await answer.complete('success');await walletPaid();return;}}catch{}}
 sheetOpen(true);});
el('sheet-pay').addEventListener('click',walletPaid);el('sheet-cancel').addEventListener('click',()=>sheetOpen(false));
el('sheet').addEventListener('keydown',(e)=>{if(e.key==='Escape')sheetOpen(false);});
addEventListener('message',async(e)=>{if(e.origin!==shop||e.source!==parent||!e.data)return;
if(e.data.type==='total'&&typeof e.data.amount==='number'){total=e.data.amount;return;}
if(e.data.type==='fields'){fieldsShown=!!e.data.show;el('card').hidden=!fieldsShown;el('or').hidden=!fieldsShown;size();return;}
if(e.data.type!=='tokenize')return;
const card={};for(const id of ids)card[id]=el(id).value;show({});
try{const r=await fetch('/tokenize',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(card)});const b=await r.json();
if(r.ok){post({type:'tokenized',token:b.token,last4:b.last4});}else{show(b.fields||{});size();const first=ids.find((id)=>b.fields&&b.fields[id]);if(first)el(first).focus();post({type:'invalid',message:b.error});}}
catch{post({type:'invalid',message:'The payment service could not be reached; please try again.'});}});
new ResizeObserver(size).observe(document.body);post({type:'ready'});size();`;
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
