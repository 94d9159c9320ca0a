# Installs wizard under a prefix: `make install PREFIX=~/.local`.
#
# The release binary, the manual page and the bash, zsh and fish completions go where
# those tools look under PREFIX. `make uninstall PREFIX=...` removes them again, and
# `make docs` regenerates man/wizard.1 and the reference part of docs/cli.md (the part written
# by hand after it is kept) from the command-line description.

PREFIX ?= /usr/local
BINARY ?= .build/release/wizard
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all release install install-files uninstall docs

all: release

release:
	./scripts/bootstrap.sh
	swift build -c release --product wizard

install: release install-files

# Installs an already built BINARY (the release build by default). The completion scripts are
# English whatever the installer's locale.
install-files:
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 0755 "$(BINARY)" "$(BINDIR)/wizard"
	install -m 0644 man/wizard.1 "$(MANDIR)/wizard.1"
	"$(BINARY)" --language en completions bash > "$(BASHDIR)/wizard"
	"$(BINARY)" --language en completions zsh > "$(ZSHDIR)/_wizard"
	"$(BINARY)" --language en completions fish > "$(FISHDIR)/wizard.fish"

uninstall:
	rm -f "$(BINDIR)/wizard" "$(MANDIR)/wizard.1" "$(BASHDIR)/wizard" "$(ZSHDIR)/_wizard" "$(FISHDIR)/wizard.fish"

docs:
	swift build --product wizard
	.build/debug/wizard __docs man > man/wizard.1
	{ .build/debug/wizard __docs markdown; echo; sed -n '/^<!-- Written by hand/,$$p' docs/cli.md; } > docs/cli.md.new
	mv docs/cli.md.new docs/cli.md
