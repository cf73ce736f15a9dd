# Builds refreshspec and installs it as one file: `make install PREFIX=~/.local`.
# On Linux the Swift runtime and Foundation are linked in statically, so the installed binary
# needs only libyaml at run time (Debian/Ubuntu: libyaml-0-2).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
STATIC_FLAGS := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
BUILD_FLAGS := -c release $(STATIC_FLAGS) --product refreshspec

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -s -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/refreshspec" "$(DESTDIR)$(BINDIR)/refreshspec"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/refreshspec"
