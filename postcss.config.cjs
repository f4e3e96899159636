module.exports = {
  plugins: [
    require('@pandacss/dev/postcss')(),
    // After Panda: drops the tokens, dark scheme and keyframes nothing uses (issue 15).
    require('./scripts/postcss-prune-tokens.cjs')(),
  ],
}
