#!/usr/bin/env node
require('webpack-cli/bin/cli.js');
