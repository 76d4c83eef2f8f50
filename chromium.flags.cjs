// One place for how every tool launches Debian's chromium (no tool downloads a browser).
module.exports = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
