# Reads ctest's LastTest.log and prints the names of the failed tests when every failure is only LeakSanitizer's own
# stop-the-world tracer crashing as the test process exited ("Tracer caught signal 11", an open sanitizer bug seen
# under load), after every check passed; prints nothing when any failure is anything else.
/^[0-9]+\/[0-9]+ Test: / { name = $3; body = "" }
{ body = body "\n" $0 }
/^Test Failed\./ {
    if (body ~ /FAIL!|ERROR: AddressSanitizer|runtime error:|Totals: [0-9]+ passed, [1-9]/ ||
        body !~ /Tracer caught signal/ || body !~ /Totals: [0-9]+ passed, 0 failed/)
        other = 1
    else
        tracer = tracer " " name
}
END { if (!other) print substr(tracer, 2) }
