#!/usr/bin/env node
require('jest').run(process.argv.slice(2));
