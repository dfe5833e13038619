#pragma once

// The keychain moved to core so that metadesk-cli reads the passwords the app saves; this name stays for the code
// that still includes it from here.
#include "core/secrets/Keychain.h"
