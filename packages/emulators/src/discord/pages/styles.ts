/**
 * The emulator's one stylesheet, served from its own route rather than inline
 * so the pages work under a CSP that allows only same-origin styles.
 * Colours follow Discord's dark theme; the blurple is darkened a little so
 * white button text keeps a 4.5:1 contrast.
 */
export const DISCORD_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: dark; }
body {
  margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px 16px; background: #1e1f22; color: #dbdee1;
  font: 16px/1.4 "gg sans", "Noto Sans", "Helvetica Neue", Helvetica, Arial, sans-serif;
}
main { width: 100%; max-width: 440px; background: #313338; border-radius: 8px; padding: 32px 24px 24px;
  box-shadow: 0 8px 16px rgb(0 0 0 / 24%); }
h1 { margin: 16px 0 4px; font-size: 20px; line-height: 24px; color: #f2f3f5; text-align: center; }
h2 { margin: 24px 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 0.02em;
  text-transform: uppercase; color: #b5bac1; }
p { margin: 8px 0; }
a { color: #00a8fc; }
a:hover { text-decoration: underline; }
.subtitle { text-align: center; color: #b5bac1; font-size: 14px; }
.app-icon { width: 80px; height: 80px; margin: 0 auto; border-radius: 50%; display: flex;
  align-items: center; justify-content: center; font-size: 36px; font-weight: 700; color: #fff; background: #5865f2; }
.scopes { list-style: none; margin: 0; padding: 0; border-top: 1px solid #3f4147; }
.scopes li { display: flex; align-items: center; gap: 12px; padding: 12px 0; border-bottom: 1px solid #3f4147; font-size: 14px; }
.check { flex: none; width: 24px; height: 24px; border-radius: 50%; background: #23a55a; color: #fff;
  display: flex; align-items: center; justify-content: center; font-size: 14px; font-weight: 700; }
fieldset { border: 0; margin: 0; padding: 0; }
legend { padding: 0; margin: 24px 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 0.02em;
  text-transform: uppercase; color: #b5bac1; }
.accounts { display: grid; gap: 8px; }
.account { display: flex; align-items: center; gap: 12px; padding: 10px 12px; border-radius: 4px;
  background: #2b2d31; cursor: pointer; }
.account:hover { background: #35373c; }
.account:has(input:checked) { outline: 2px solid #5865f2; }
.account input { accent-color: #5865f2; margin: 0; }
.avatar { flex: none; width: 40px; height: 40px; border-radius: 50%; display: flex; align-items: center;
  justify-content: center; font-weight: 700; color: #fff; }
.avatar-0 { background: #5865f2; }
.avatar-1 { background: #6d7480; }
.avatar-2 { background: #2d8049; }
.avatar-3 { background: #a86a00; }
.avatar-4 { background: #c8353a; }
.avatar-5 { background: #c23a84; }
.who { display: flex; flex-direction: column; min-width: 0; }
.who strong { color: #f2f3f5; overflow-wrap: anywhere; }
.who span { font-size: 13px; color: #b5bac1; overflow-wrap: anywhere; }
label.field { display: block; margin: 16px 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 0.02em;
  text-transform: uppercase; color: #b5bac1; }
input[type="text"], select { width: 100%; padding: 10px; border-radius: 4px; border: 0; background: #1e1f22;
  color: #dbdee1; font: inherit; }
.hint { font-size: 12px; color: #b5bac1; }
.note { font-size: 12px; color: #b5bac1; overflow-wrap: anywhere; }
.alert { margin: 16px 0 0; padding: 10px 12px; border-radius: 4px; background: #3b2426; color: #fdd; border-left: 4px solid #f23f43; }
.actions { display: flex; flex-direction: row-reverse; gap: 8px; margin-top: 24px; }
button, .button { flex: 1; min-height: 44px; padding: 10px 16px; border: 0; border-radius: 4px; font: inherit;
  font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
.primary { background: #4752c4; color: #fff; }
.primary:hover { background: #3c45a5; }
.secondary { background: #4e5058; color: #fff; }
.secondary:hover { background: #6d6f78; }
:focus-visible { outline: 3px solid #00a8fc; outline-offset: 2px; }
.sandbox { margin-top: 24px; text-align: center; font-size: 12px; color: #949ba4; }
`;
